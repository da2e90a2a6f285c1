import { expect, test } from '@playwright/test';
import { DEMO, apiToken } from './support/demo.ts';

// The address lookups are the one signed-in answer a browser may keep (docs/wire.md, "Caching"):
// checked in Chromium's own HTTP cache, not only by reading headers.
test.describe('Thai address lookups in the browser cache', () => {
  test('a versioned lookup is served from the cache the second time; the province list revalidates', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, DEMO.assistant);
    await page.goto('/login');
    const transfers = await page.evaluate(async (bearer) => {
      const headers = { Authorization: `Bearer ${bearer}` };
      const base = '/api/master/thaiAddress';
      const provinces = await (await fetch(`${base}/province/yim-demo/siam`, { headers })).json();
      const version: string = provinces.data.version;
      const districts = `${base}/district/yim-demo/siam/50?v=${version}`;
      const first = await (await fetch(districts, { headers })).json();
      const second = await (await fetch(districts, { headers })).json();
      const again = await fetch(`${base}/province/yim-demo/siam`, { headers });
      const sizes = (url: string) =>
        performance
          .getEntriesByName(new URL(url, location.href).href)
          .map((entry) => (entry as PerformanceResourceTiming).transferSize);
      return {
        provinceCount: provinces.data.list.length,
        sameDistricts: JSON.stringify(first) === JSON.stringify(second),
        districtCount: first.data.list.length,
        districtTransfers: sizes(districts),
        provincesAgain: again.status,
      };
    }, token);
    expect(transfers.provinceCount).toBe(77);
    expect(transfers.districtCount).toBeGreaterThan(20);
    expect(transfers.sameDistricts).toBe(true);
    // The first answer came over the network, the second from the cache (nothing transferred).
    expect(transfers.districtTransfers).toHaveLength(2);
    expect(transfers.districtTransfers[0]).toBeGreaterThan(0);
    expect(transfers.districtTransfers[1]).toBe(0);
    // The province list is revalidated: the browser turns the server's 304 into its cached 200.
    expect(transfers.provincesAgain).toBe(200);
  });
});
