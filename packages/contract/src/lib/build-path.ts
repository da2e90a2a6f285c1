// Apart from endpoint.ts and without zod: the web's first page builds request paths before any
// schema is loaded.

/**
 * Fills `:name` segments of a path; every segment is URI-encoded. A slash the path itself ends
 * with is kept (the spec's /api/user/register/); one left by an empty optional segment is not.
 */
export function buildPath(path: string, params: Record<string, unknown> = {}): string {
  const filled = path.replace(/:([A-Za-z0-9_]+)(\?)?/g, (_m, name: string, optional?: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      if (optional) return '';
      throw new Error(`missing path parameter ${name} for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
  if (path.endsWith('/')) return filled;
  return filled.replace(/\/+$/, '') || '/';
}
