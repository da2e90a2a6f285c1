import { AppShell } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useParams } from 'react-router';
import { checkLoginQuery } from '../auth/auth.api.ts';
import { branchSessionQuery } from '../clinics/clinics.api.ts';
import { AppHeader } from './app-header.tsx';
import { Sidebar } from './sidebar.tsx';
import { useSidebarHover } from './use-sidebar-hover.ts';
import classes from './main-layout.module.css';

// Spec access §9: 250 px open, 60 px collapsed; at 768 px and below the menu slides in and out.
const SIDEBAR_OPEN = 250;
const SIDEBAR_COLLAPSED = 60;
const MOBILE_QUERY = '(max-width: 768px)';

/** Layout of every signed-in page. The sidebar exists only under /:clinicUrl/:branchUrl. */
export function MainLayout() {
  const { clinicUrl = '', branchUrl = '' } = useParams();
  const { pathname } = useLocation();
  const hasBranch = clinicUrl !== '' && branchUrl !== '';
  const isMobile = useMediaQuery(MOBILE_QUERY) ?? false;
  const [isMobileOpen, mobile] = useDisclosure(false);
  const [isCollapsed, collapse] = useDisclosure(false);
  const hover = useSidebarHover({ isCollapsed: isCollapsed && !isMobile, isMobile });
  const isCompact = !hover.isExpanded && !isMobile;
  const wasMobile = useRef(isMobile);
  const { t } = useTranslation('shell');
  const mainRef = useRef<HTMLElement>(null);
  const isFirstPath = useRef(true);

  // After a route change the focus goes to the new page (WCAG 2.4.3), not to <body>: a screen
  // reader starts reading there and Tab continues from there. Not on the first page load (the
  // first Tab reaches the skip link), nor when a dialog or the page itself already holds the focus.
  useEffect(() => {
    if (isFirstPath.current) {
      isFirstPath.current = false;
      return;
    }
    const main = mainRef.current;
    const active = document.activeElement;
    if (!main || active?.closest('[role="dialog"]') || (active !== main && main.contains(active))) return;
    main.focus({ preventScroll: true });
  }, [pathname]);

  // Spec access §4: collapsed on /clinic, and after a resize from a phone's width to a wide screen.
  useEffect(() => {
    if (pathname === '/clinic') collapse.open();
  }, [pathname, collapse]);
  useEffect(() => {
    if (wasMobile.current && !isMobile) collapse.open();
    wasMobile.current = isMobile;
  }, [isMobile, collapse]);

  const branchSession = useQuery({ ...branchSessionQuery(clinicUrl, branchUrl), enabled: hasBranch });
  const session = useQuery({ ...checkLoginQuery(), enabled: !hasBranch });
  const user = hasBranch ? branchSession.data?.user : session.data?.user;
  const branch = hasBranch ? branchSession.data?.branch : undefined;

  return (
    <>
      {/* WCAG 2.4.1: the first Tab of a page offers to jump past the header and the sidebar. */}
      <a
        href="#main-content"
        className={classes.skipLink}
        onClick={(event) => {
          event.preventDefault();
          mainRef.current?.focus();
        }}
      >
        {t('skipToContent')}
      </a>
      <AppShell
        header={{ height: 60 }}
        navbar={
          hasBranch
            ? {
                width: isCompact ? SIDEBAR_COLLAPSED : SIDEBAR_OPEN,
                breakpoint: 'sm',
                collapsed: { mobile: !isMobileOpen },
              }
            : undefined
        }
        padding="md"
      >
        <AppShell.Header>
          <AppHeader
            user={user}
            branch={branch}
            sidebar={
              hasBranch
                ? { isMobileOpen, toggleMobile: mobile.toggle, isCompact, toggleCompact: collapse.toggle }
                : null
            }
          />
        </AppShell.Header>
        {hasBranch && (
          <AppShell.Navbar onMouseEnter={hover.onMouseEnter} onMouseLeave={hover.onMouseLeave}>
            <Sidebar
              roles={branch?.auth.authIdItems ?? []}
              hasFileStore={Boolean(branch?.fileStoreExpiration)}
              basePath={`/${encodeURIComponent(clinicUrl)}/${encodeURIComponent(branchUrl)}`}
              isCompact={isCompact}
              areLabelsShown={hover.areLabelsShown || isMobile}
              onNavigate={mobile.close}
            />
          </AppShell.Navbar>
        )}
        <AppShell.Main id="main-content" ref={mainRef} tabIndex={-1} className={classes.main}>
          {/* Spec access §2: the nested route view is keyed by path. */}
          <Outlet key={pathname} />
        </AppShell.Main>
      </AppShell>
    </>
  );
}
