import { ActionIcon, Box, Burger, Group, Text } from '@mantine/core';
import type { TBranchInfo, TUserInfo } from '@yim/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLogo, BrandMark } from '../../ui/brand-mark.tsx';
import { Icon } from '../../ui/icon.tsx';
import { NewPatientButton } from '../patients/new-patient-button.tsx';
import { PatientSearch } from '../patients/patient-search.tsx';
import { AccountMenu } from './account-menu.tsx';
import { ClinicLogo } from '../clinics/clinic-logo.tsx';
import { DemoDataMarker } from './demo-data-marker.tsx';
import { NotificationBell } from './notification-bell.tsx';
import { SandboxMarker } from './sandbox-marker.tsx';
import { VolumeControl } from './volume-control.tsx';
import classes from './main-layout.module.css';

export type SidebarControls = {
  isMobileOpen: boolean;
  toggleMobile: () => void;
  toggleCompact: () => void;
  isCompact: boolean;
};

type AppHeaderProps = { user: TUserInfo | undefined; branch: TBranchInfo | undefined; sidebar: SidebarControls | null };

function BranchTitle({ branch }: { branch: TBranchInfo }) {
  const { i18n } = useTranslation();
  const isEnglish = i18n.language === 'en';
  const clinicName = (isEnglish && branch.clinic.nameEn) || branch.clinic.name;
  const branchName = (isEnglish && branch.nameEn) || branch.name;
  return (
    <Group gap="sm" wrap="nowrap" className={classes.headerCenter}>
      <ClinicLogo logo={branch.clinic.logo} name={branch.clinic.name} nameEn={branch.clinic.nameEn} size={36} />
      <div style={{ minWidth: 0 }}>
        {/* Truncated text clips overflow: Thai stacked marks need the taller line. */}
        <Text fw={700} lh={1.5} truncate="end">
          {clinicName}
        </Text>
        <Text fz="xs" c="dimmed" lh={1.5} truncate="end">
          {branchName}
        </Text>
      </div>
    </Group>
  );
}

/** Top bar: sidebar toggle, brand, clinic and branch in the centre, account menu. */
export function AppHeader({ user, branch, sidebar }: AppHeaderProps) {
  const { t } = useTranslation('shell');
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="xs" wrap="nowrap">
        {sidebar && (
          <>
            <Burger
              opened={sidebar.isMobileOpen}
              onClick={sidebar.toggleMobile}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('navbar.toggleSidebar')}
              aria-expanded={sidebar.isMobileOpen}
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              visibleFrom="sm"
              onClick={sidebar.toggleCompact}
              aria-label={t('navbar.toggleSidebar')}
              aria-expanded={!sidebar.isCompact}
            >
              <Icon name="list" />
            </ActionIcon>
          </>
        )}
        <Link
          to="/clinic"
          aria-label={t('navbar.home', { app: t('common:appName') })}
          style={{ textDecoration: 'none', display: 'flex' }}
        >
          <Box visibleFrom="sm">
            <BrandMark size={32} />
          </Box>
          <Box hiddenFrom="sm">
            <BrandLogo size={32} />
          </Box>
        </Link>
      </Group>
      {branch && <BranchTitle branch={branch} />}
      <Group gap="sm" wrap="nowrap">
        {branch && <PatientSearch />}
        {branch && <NewPatientButton placement="navbar" />}
        <DemoDataMarker placement="header" />
        <SandboxMarker />
        {branch && <NotificationBell />}
        {branch && <VolumeControl />}
        <AccountMenu user={user} />
      </Group>
    </Group>
  );
}
