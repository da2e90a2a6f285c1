import { AppShell, NavLink, ScrollArea, Stack, Text, Tooltip } from '@mantine/core';
import { APP_VERSION } from '@yim/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Icon } from '../../ui/icon.tsx';
import { isProductionAnswer } from './app-environment.ts';
import { versionQuery } from './shell.api.ts';
import { MENU_GROUPS, menuPath, visibleMenuItems, type MenuContext, type MenuItem } from './sidebar-menu.ts';
import classes from './main-layout.module.css';

type SidebarProps = MenuContext & {
  basePath: string;
  isCompact: boolean;
  /** The labels wait until the sidebar has finished growing (use-sidebar-hover.ts). */
  areLabelsShown: boolean;
  onNavigate: () => void;
};

type ItemProps = { item: MenuItem; basePath: string; isCompact: boolean; onNavigate: () => void };

function SidebarItem({ item, basePath, isCompact, onNavigate }: ItemProps) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const to = `${basePath}/${menuPath(item.name)}`;
  const isActive = pathname === to || pathname.startsWith(`${to}/`);
  const label = t(`pages.${item.name}`);
  const hint = item.isDisabled ? `${label} (${t('menu.unavailable')})` : label;

  const icon = <Icon name={item.icon} />;
  const link = item.isDisabled ? (
    <NavLink
      component="button"
      type="button"
      disabled
      label={isCompact ? null : label}
      description={isCompact ? null : t('menu.unavailable')}
      aria-label={hint}
      leftSection={icon}
      className={classes.navLink}
    />
  ) : (
    <NavLink
      component={Link}
      to={to}
      onClick={onNavigate}
      active={isActive}
      aria-current={isActive ? 'page' : undefined}
      label={isCompact ? null : label}
      aria-label={isCompact ? label : undefined}
      leftSection={icon}
      className={classes.navLink}
    />
  );

  if (!isCompact) return link;
  return (
    <Tooltip label={hint} position="right" withArrow openDelay={150}>
      {link}
    </Tooltip>
  );
}

/** Branch menu (spec access §2 Sidebar): grouped, filtered by role, version at the bottom. */
export function Sidebar({
  roles,
  hasFileStore,
  basePath,
  isCompact: isNarrow,
  areLabelsShown,
  onNavigate,
}: SidebarProps) {
  const { t } = useTranslation('shell');
  const isCompact = isNarrow || !areLabelsShown;
  // Subscription is disabled in production (spec access §2); production unless the server says not.
  const version = useQuery(versionQuery());
  const isProduction = isProductionAnswer(version.data);
  const items = visibleMenuItems({ roles, hasFileStore }).map((item) =>
    item.isDisabled && !isProduction ? { ...item, isDisabled: false } : item,
  );

  return (
    <>
      <AppShell.Section grow component={ScrollArea} scrollbarSize={6} py="sm">
        <nav aria-label={t('menu.label')}>
          <Stack gap="sm">
            {MENU_GROUPS.map((group) => {
              const groupItems = items.filter((item) => item.group === group);
              if (groupItems.length === 0) return null;
              return (
                <div key={group} role="group" aria-label={t(`menu.groups.${group}`)}>
                  {isCompact ? (
                    <div className={classes.groupRule} />
                  ) : (
                    <Text className={classes.groupLabel}>{t(`menu.groups.${group}`)}</Text>
                  )}
                  {groupItems.map((item) => (
                    <SidebarItem
                      key={item.name}
                      item={item}
                      basePath={basePath}
                      isCompact={isCompact}
                      onNavigate={onNavigate}
                    />
                  ))}
                </div>
              );
            })}
          </Stack>
        </nav>
      </AppShell.Section>
      <AppShell.Section className={classes.version}>
        <Text fz="xs" c="dimmed" ta="center">
          {isCompact ? `v${APP_VERSION}` : t('common:version', { version: APP_VERSION })}
        </Text>
      </AppShell.Section>
    </>
  );
}
