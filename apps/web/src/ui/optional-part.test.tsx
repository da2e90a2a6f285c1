import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { optionalPart } from './optional-part.tsx';

function Badge({ text }: { text: string }) {
  return <span>{text}</span>;
}

describe('a part the page can do without', () => {
  it('renders nothing when its fetch fails, and appears once the browser is back online', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(Badge);
    const Part = optionalPart<{ text: string }>(load);
    render(
      <main>
        <h1>หน้าเดิม</h1>
        <Part text="SANDBOX" />
      </main>,
    );
    await act(() => Promise.resolve());
    expect(screen.getByRole('heading', { name: 'หน้าเดิม' })).toBeInTheDocument();
    expect(screen.queryByText('SANDBOX')).toBeNull();

    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('SANDBOX')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is fetched once however often it mounts', async () => {
    const load = vi.fn().mockResolvedValue(Badge);
    const Part = optionalPart<{ text: string }>(load);
    const first = render(<Part text="หนึ่ง" />);
    expect(await screen.findByText('หนึ่ง')).toBeInTheDocument();
    first.unmount();
    render(<Part text="สอง" />);
    expect(screen.getByText('สอง')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
