import { screen, waitFor } from '@testing-library/react';
import { files } from '@yim/contract';
import { describe, expect, it } from 'vitest';
import { setAccessToken } from '../../lib/api-client.ts';
import { answer, callsTo, mockApi, on } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { ClinicLogo } from './clinic-logo.tsx';

// Issue 11: the API names a clinic's logo by its content id; the picture is the content's signed URL.
const SIGNED = '/api/files/content/42/logo.png?type=image%2Fpng&exp=1767225600&sig=abc';

function renderLogo(logo: string | null) {
  return renderRoutes(
    [{ path: '/', element: <ClinicLogo logo={logo} name="ยิ้ม เดนทัล" nameEn="Yim Dental" size={36} /> }],
    '/',
  );
}

describe('ClinicLogo', () => {
  it('shows the logo through the content’s signed URL, never the id as an address', async () => {
    setAccessToken('tok');
    const fetchMock = mockApi({
      [on(files.getContent, { id: 42 })]: () =>
        answer(files.getContent, {
          id: 42,
          fileName: 'logo.png',
          fileType: 'image/png',
          fileSize: 1200,
          url: SIGNED,
          createdAt: '2026-11-24T01:00:00.000Z',
        }),
    });
    const { container } = renderLogo('42');
    await waitFor(() => expect(container.querySelector('img')?.getAttribute('src')).toBe(SIGNED));
    expect(callsTo(fetchMock, files.getContent, { id: 42 })).toHaveLength(1);
  });

  it('shows the initials without a logo, and asks for nothing', () => {
    setAccessToken('tok');
    const fetchMock = mockApi({});
    const { container } = renderLogo(null);
    expect(screen.getByText('YD')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(fetchMock.mock.calls).toHaveLength(0);
  });
});
