import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { CookieBanner } from '../../features/shell/cookie-banner.tsx';
import { OfflineIndicator } from '../../features/shell/offline-indicator.tsx';
import { useRouteName } from '../../lib/route-handle.ts';
import { optionalPart } from '../../ui/optional-part.tsx';

// Both ask the server's version (an API call, with the contract's schemas): they come after the
// first page is drawn.
const DemoDataMarker = optionalPart(() =>
  import('../../features/shell/demo-data-marker.tsx').then((m) => m.DemoDataMarker),
);
const UpdatePrompt = optionalPart(() => import('../../features/shell/update-prompt.tsx').then((m) => m.UpdatePrompt));

/**
 * Names the browser tab after the route, restores scroll between pages, marks demo data, asks
 * about cookies, and asks before reloading into a new version.
 */
export function RootLayout() {
  const { t } = useTranslation();
  const name = useRouteName();
  const appName = t('appFullName');
  const title = name ? `${t(`shell:pages.${name}`)} · ${appName}` : appName;

  useEffect(() => {
    document.title = title;
  }, [title]);

  // Pages inside the app frame show the marker in its header; the others (sign-in) on the page.
  const isInAppFrame = useMatches().some((match) => match.id === 'signed-in');

  return (
    <>
      {!isInAppFrame && <DemoDataMarker placement={name === 'Document' ? 'page-bottom' : 'page'} />}
      <Outlet />
      <OfflineIndicator />
      <UpdatePrompt />
      <CookieBanner />
      <ScrollRestoration />
    </>
  );
}
