import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import type { DemoDataPlacement } from './demo-data-badge.tsx';
import { versionQuery } from './shell.api.ts';

// Its own chunk: the tooltip's positioning library (floating-ui) stays off the sign-in page's
// first load, and a real install never loads it for this badge.
const DemoDataBadge = lazy(() => import('./demo-data-badge.tsx').then((m) => ({ default: m.DemoDataBadge })));

type DemoDataMarkerProps = {
  /** `page`: pinned to the top of a page without the app frame (sign-in); `header`: in the top bar. */
  placement: DemoDataPlacement;
};

/**
 * Says "demo data" wherever the server runs the demo clinic, whose passwords are published in
 * the README (issue 7, item 1): no one should take such a server for a real install and type
 * patients into it. Nothing is shown while the answer is unknown or when it fails.
 */
export function DemoDataMarker({ placement }: DemoDataMarkerProps) {
  const { data } = useQuery(versionQuery());
  if (!data?.demoData) return null;
  return (
    <Suspense fallback={null}>
      <DemoDataBadge placement={placement} />
    </Suspense>
  );
}
