import { describe, expect, it } from 'vitest';
import * as endpoints from '../index.ts';
import { ZClinicUrl } from './clinic-admin.schemas.ts';

type Described = { path?: unknown };

/** Every endpoint of the contract: the namespaces' descriptors with a path. */
function allPaths(): string[] {
  const paths: string[] = [];
  for (const value of Object.values(endpoints)) {
    if (typeof value !== 'object' || value === null) continue;
    for (const item of Object.values(value as Record<string, Described>)) {
      if (item && typeof item === 'object' && typeof item.path === 'string') paths.push(item.path);
    }
  }
  return paths;
}

describe('clinic urls', () => {
  it('refuse every fixed word that stands where a clinic url stands in another route of the same prefix', () => {
    const paths = allPaths().map((p) => p.split('/'));
    // '/api/appointment/doctor/:clinicUrl/:branchUrl' is taken for
    // '/api/appointment/:clinicUrl/:branchUrl/:id' when the clinic's url is 'doctor': same prefix,
    // same number of segments, the word where the other has the clinic url.
    const clinicRoutes = new Set(paths.filter((s) => s[3] === ':clinicUrl').map((s) => `${s[2]}|${s.length}`));
    const words = paths
      .filter((s) => s[3] !== undefined && !s[3].startsWith(':') && clinicRoutes.has(`${s[2]}|${s.length}`))
      .map((s) => s[3]!)
      .filter((word) => /^[a-z0-9-]+$/.test(word));
    expect(words).toContain('doctor');
    for (const word of words) expect(ZClinicUrl.safeParse(word).success, word).toBe(false);
    expect(ZClinicUrl.safeParse('yim-demo').success).toBe(true);
  });
});
