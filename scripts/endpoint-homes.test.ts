import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as contract from '@yim/contract';
import type { Endpoint } from '@yim/contract';

// One home per endpoint (docs/adr/0007), the contract's half: the id prefix is the contract folder
// that declares it, and packages/contract/src/index.ts exports that folder's endpoints under the
// folder's name. The server's half (the feature that registers it) is checked in
// apps/server/src/features.int.test.ts.

const SRC = new URL('../packages/contract/src/', import.meta.url);

/** `export * as <name> from './<folder>/<file>'` lines of index.ts. */
function namespaceExports(): { name: string; folder: string; file: string }[] {
  const index = readFileSync(new URL('index.ts', SRC), 'utf8');
  return [...index.matchAll(/export \* as (\w+) from '\.\/([\w-]+)\/([\w.-]+)'/g)].map((match) => ({
    name: match[1]!,
    folder: match[2]!,
    file: match[3]!,
  }));
}

function isEndpoint(value: unknown): value is Endpoint {
  return typeof value === 'object' && value !== null && 'id' in value && 'path' in value && 'access' in value;
}

function misplacedEndpoints(namespaces: Record<string, Record<string, unknown>>): string[] {
  return Object.entries(namespaces).flatMap(([name, members]) =>
    Object.values(members)
      .filter(isEndpoint)
      .filter((endpoint) => !endpoint.id.startsWith(`${name}.`))
      .map((endpoint) => `${endpoint.id} is declared in ${name}/`),
  );
}

describe('endpoint homes in the contract', () => {
  it("exports each folder's endpoints under the folder's name, from <folder>.endpoints.ts", () => {
    const exported = namespaceExports();
    for (const { name, folder, file } of exported) {
      expect(folder, name).toBe(name);
      expect(file, name).toBe(`${folder}.endpoints.ts`);
    }
    const endpointFiles = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((path: string) =>
      path.endsWith('.endpoints.ts'),
    );
    expect(endpointFiles.map((path: string) => path.split(/[\\/]/)[0]).sort()).toEqual(
      exported.map((e) => e.folder).sort(),
    );
  });

  it('gives every endpoint the id prefix of the folder that declares it', () => {
    const namespaces = Object.fromEntries(
      namespaceExports().map(({ name }) => [
        name,
        (contract as Record<string, unknown>)[name] as Record<string, unknown>,
      ]),
    );
    expect(Object.values(namespaces).every((members) => Object.values(members).some(isEndpoint))).toBe(true);
    expect(misplacedEndpoints(namespaces)).toEqual([]);
  });

  it('finds an endpoint whose id names another feature (a deliberately broken example)', () => {
    const broken = { clinics: { checkLogin: contract.auth.checkLogin, listMyClinics: contract.clinics.listMyClinics } };
    expect(misplacedEndpoints(broken)).toEqual(['auth.checkLogin is declared in clinics/']);
  });
});
