import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { useRouteName } from '../../lib/route-handle.ts';

/** Names the browser tab after the route and restores scroll between pages. */
export function RootLayout() {
  const { t } = useTranslation();
  const name = useRouteName();
  const appName = t('appFullName');
  const title = name ? `${t(`shell:pages.${name}`)} · ${appName}` : appName;

  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
