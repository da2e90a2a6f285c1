import type { ComponentType } from 'react';
import { loadNamespaces, type Namespace } from './i18n.ts';

/** Spec access §9: a route chunk that has not arrived after 120 s counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadTimeoutError extends Error {
  override readonly name = 'ChunkLoadTimeoutError';
  constructor(timeoutMs: number) {
    super(`Loading a page chunk took longer than ${timeoutMs} ms`);
  }
}

/** Runs a dynamic import and rejects when it takes longer than the time-out. */
export function importWithTimeout<T>(load: () => Promise<T>, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeoutError(timeoutMs)), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

// What browsers say when a chunk fails to arrive (Chromium, Firefox, Safari) or after a deploy.
const CHUNK_FAILURE = /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadTimeoutError) return true;
  return error instanceof Error && CHUNK_FAILURE.test(error.message);
}

/**
 * A React Router `lazy` function for a page module with a named component export. The page's
 * locale namespaces load beside its chunk, so it renders with its texts in place.
 */
export function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  namespaces: readonly Namespace[] = [],
) {
  return async (): Promise<{ Component: ComponentType }> => {
    const [module] = await Promise.all([importWithTimeout(load), loadNamespaces(namespaces)]);
    return { Component: pick(module) };
  };
}
