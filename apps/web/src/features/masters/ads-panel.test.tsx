import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { masters } from '@yim/contract';
import { callsTo, mockApi, ok, on } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { AdsPanel } from './ads-panel.tsx';

const ad = (id: number, titleTh: string) => ({
  id,
  titleTh,
  titleEn: '',
  bodyTh: 'รายละเอียด',
  bodyEn: '',
  linkUrl: 'https://help.yim.example/a',
  imageUrl: null,
});

function mockAds(version: number, ads: ReturnType<typeof ad>[]) {
  return mockApi({
    [on(masters.configValueAll)]: () =>
      ok({ ads_version: [{ id: '1', nameTh: '', nameEn: '', value: String(version) }] }),
    [on(masters.ads)]: () => ok({ version, ads }),
  });
}

describe('AdsPanel', () => {
  it('shows the announcements, fetched once per version and kept in the browser', async () => {
    window.localStorage.clear();
    const first = mockAds(41, [ad(1, 'อบรมผังฟัน'), ad(2, 'ระบบใหม่')]);
    const view = renderRoutes([{ path: '/', Component: AdsPanel }], '/');
    expect(await screen.findByText('อบรมผังฟัน')).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'อ่านต่อ' })[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(callsTo(first, masters.ads)).toHaveLength(1);
    view.unmount();

    // Another page at the same version reads the browser's copy, not the server.
    const { queryClient } = await import('../../lib/query-client.ts');
    queryClient.removeQueries({ queryKey: ['masters', 'ads'] });
    const second = mockAds(41, []);
    renderRoutes([{ path: '/', Component: AdsPanel }], '/');
    expect(await screen.findByText('ระบบใหม่')).toBeVisible();
    expect(callsTo(second, masters.ads)).toHaveLength(0);
  });

  it('closes an announcement for good', async () => {
    window.localStorage.clear();
    mockAds(42, [ad(3, 'ประกาศปิดได้')]);
    renderRoutes([{ path: '/', Component: AdsPanel }], '/');
    fireEvent.click(await screen.findByRole('button', { name: 'ปิดประกาศ: ประกาศปิดได้' }));
    await waitFor(() => expect(screen.queryByText('ประกาศปิดได้')).toBeNull());
    expect(JSON.parse(window.localStorage.getItem('yim.ads.dismissed') ?? '[]')).toEqual([3]);
  });
});
