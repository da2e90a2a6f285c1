import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

// The README promises Node 20.19 and up (package.json "engines"). npm only warns (EBADENGINE) when an
// installed package declares a newer Node, and such a package may use what Node 20 lacks; so every
// package the lockfile installs must accept the oldest Node we promise. When one does not, pin it
// with package.json "overrides" (as cookie and content-disposition are) or raise the promise.
const root = fileURLToPath(new URL('..', import.meta.url));
const readJson = (name: string): unknown => JSON.parse(readFileSync(`${root}${name}`, 'utf8'));

type LockedPackage = { version?: string; engines?: { node?: string } | string[] };
const rootPackage = readJson('package.json') as { engines: { node: string } };
const lockfile = readJson('package-lock.json') as { packages: Record<string, LockedPackage> };

describe('installed packages and the Node version the README promises', () => {
  const oldestNode = semver.minVersion(rootPackage.engines.node);

  it('reads the oldest supported Node from package.json', () => {
    expect(oldestNode?.version).toBe('20.19.0');
  });

  it('has no locked package that declares a newer Node (npm install prints no EBADENGINE)', () => {
    const refusing = Object.entries(lockfile.packages).flatMap(([path, pkg]) => {
      // Old packages wrote engines as an array of strings, which npm ignores.
      const range = Array.isArray(pkg.engines) ? undefined : pkg.engines?.node;
      if (!range || !oldestNode) return [];
      return semver.satisfies(oldestNode, range) ? [] : [`${path}@${pkg.version}: node ${range}`];
    });
    expect(refusing).toEqual([]);
  });
});
