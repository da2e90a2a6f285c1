import type { PermissionArea } from '@yim/contract';
import { useMatches } from 'react-router';

/** Every route names itself (spec access §2 route names); branch pages also carry their area. */
export type RouteHandle = { name: string; area?: PermissionArea };

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as { name?: unknown }).name === 'string';
}

/** The name of the deepest matched route that has one. */
export function useRouteName(): string | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle.name;
  }
  return null;
}
