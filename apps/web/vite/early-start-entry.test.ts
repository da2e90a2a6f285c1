import { describe, expect, it } from 'vitest';
import { earlyStartProblem } from './early-start-entry.ts';

type FakeChunk = { fileName: string; name: string; isEntry: boolean; imports: string[]; code: string };

const chunk = (fileName: string, rest: Partial<FakeChunk> = {}) => ({
  type: 'chunk' as const,
  fileName,
  name: fileName.replace(/-\w+\.js$/, ''),
  isEntry: false,
  imports: [],
  code: 'x'.repeat(100),
  ...rest,
});

/** A bundle of the given chunks, keyed by file name like the real one. */
function bundle(...chunks: ReturnType<typeof chunk>[]) {
  return Object.fromEntries(chunks.map((c) => [c.fileName, c])) as unknown as Parameters<typeof earlyStartProblem>[0];
}

describe('the early-start entry check', () => {
  it('passes an early entry that imports only its small shared chunk', () => {
    expect(
      earlyStartProblem(
        bundle(
          chunk('early-start-a.js', { isEntry: true, imports: ['early-start-shared-b.js'] }),
          chunk('early-start-shared-b.js'),
          chunk('index-c.js', { isEntry: true, imports: ['early-start-shared-b.js', 'vendor-d.js'] }),
          chunk('vendor-d.js', { code: 'x'.repeat(500_000) }),
        ),
      ),
    ).toBeNull();
  });

  it("fails when the early entry would wait for the app's entry", () => {
    expect(
      earlyStartProblem(
        bundle(
          chunk('early-start-a.js', { isEntry: true, imports: ['shell-b.js'] }),
          chunk('shell-b.js', { imports: ['index-c.js'] }),
          chunk('index-c.js', { isEntry: true }),
        ),
      ),
    ).toMatch(/imports the entry index-c\.js/);
  });

  it('fails when the early entry grows past a few kilobytes', () => {
    expect(
      earlyStartProblem(
        bundle(
          chunk('early-start-a.js', { isEntry: true, imports: ['vendor-b.js'] }),
          chunk('vendor-b.js', { code: 'x'.repeat(500_000) }),
        ),
      ),
    ).toMatch(/imports \d+ bytes/);
  });

  it('fails when the build has no early entry', () => {
    expect(earlyStartProblem(bundle(chunk('index-a.js', { isEntry: true })))).toMatch(/no early-start entry/);
  });
});
