import type { Plugin, Rolldown } from 'vite';

/** The entry that runs before the app's own (src/early-start.ts). */
export const EARLY_START_ENTRY = 'src/early-start.ts';
/** Its module, kept out of the app's entry chunks (vite.config.ts). */
export const isEarlyStartEntry = (id: string) => /src[\\/]early-start\.ts$/.test(id);
/**
 * What the early entry reaches statically, shared with the app's entry: the signing preload, the
 * stored language and Vite's helper for dynamic imports. They get a chunk of their own
 * (vite.config.ts); left in the app's entry chunk, they would make the early entry wait for the
 * whole app to arrive and run.
 */
export const EARLY_START_SHARED = /(signing-preload|signing-context|stored-language)\.ts$|preload-helper/;
/** The early entry and what it imports statically: about 4 KB today, a few requests' worth at most. */
export const EARLY_START_MAX_BYTES = 16 * 1024;

type Bundle = Record<string, Rolldown.OutputChunk | Rolldown.OutputAsset>;

/**
 * Why the early entry of `bundle` would not run early, or null: it imports the app's entry (so
 * runs only after it) or more than a few kilobytes. The build fails on it, so a change of the
 * chunk groups cannot quietly undo the early start.
 */
export function earlyStartProblem(bundle: Bundle): string | null {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const early = chunks.find((chunk) => chunk.isEntry && chunk.name === 'early-start');
  if (!early) return 'the build has no early-start entry';
  const seen = new Set<string>();
  const pending = [early.fileName];
  let bytes = 0;
  while (pending.length > 0) {
    const name = pending.pop() as string;
    if (seen.has(name)) continue;
    seen.add(name);
    const chunk = chunks.find((c) => c.fileName === name);
    if (!chunk) continue;
    if (chunk !== early && chunk.isEntry) return `the early-start entry imports the entry ${name}`;
    bytes += chunk.code.length;
    pending.push(...chunk.imports);
  }
  if (bytes > EARLY_START_MAX_BYTES)
    return `the early-start entry imports ${bytes} bytes (at most ${EARLY_START_MAX_BYTES})`;
  return null;
}

/**
 * Builds src/early-start.ts as a second entry and loads it from index.html before the app's
 * entry. Vite would bundle a second script of index.html into the same entry, which runs only
 * after everything the app's entry imports; a script of its own runs as soon as it arrives.
 */
export function earlyStartEntry(): Plugin {
  return {
    name: 'yim:early-start-entry',
    config(_config, { command }) {
      if (command !== 'build') return;
      return { build: { rolldownOptions: { input: { index: 'index.html', 'early-start': EARLY_START_ENTRY } } } };
    },
    generateBundle(_options, bundle) {
      const problem = earlyStartProblem(bundle);
      if (problem) this.error(problem);
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.isEntry && output.name === 'early-start',
        );
        const src = chunk ? `/${chunk.fileName}` : `/${EARLY_START_ENTRY}`;
        return [{ tag: 'script', attrs: { type: 'module', crossorigin: true, src }, injectTo: 'head-prepend' }];
      },
    },
  };
}
