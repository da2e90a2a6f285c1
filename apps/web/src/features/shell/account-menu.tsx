import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { TUserInfo } from '@yim/contract';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getAccessToken } from '../../lib/api-client.ts';
import { initials } from '../../lib/initials.ts';
import { CopyFeedback } from '../../ui/clipboard/copy-feedback.tsx';
import { useClipboardCopy } from '../../ui/clipboard/use-clipboard-copy.ts';
import { Icon } from '../../ui/icon.tsx';
import { contentUrlQuery } from '../files/files.api.ts';
import { ConnectedAppsModal } from '../oauth/connected-apps-modal.tsx';
import { ProfileModal } from '../profile/profile-modal.tsx';
import { isStagingAnswer } from './app-environment.ts';
import { versionQuery } from './shell.api.ts';

type AccountMenuProps = { user: TUserInfo | undefined };

/** Spec access §2: user info, profile, choose clinic/branch, logout. */
export function AccountMenu({ user }: AccountMenuProps) {
  const { t, i18n } = useTranslation('shell');
  const [isProfileOpen, profile] = useDisclosure(false);
  const [isConnectedAppsOpen, connectedApps] = useDisclosure(false);
  const contentId = user?.contentId ?? null;
  const avatarUrl = useQuery({ ...contentUrlQuery(contentId ?? 0), enabled: contentId !== null });
  const name = user ? (i18n.language === 'en' ? user.fullNameEn : user.fullName) || user.email : '';
  // Spec access §3: avatar initials are the first letters of the English first and last names.
  const avatarText = user ? initials(user.fullNameEn, user.fullName) : '';
  // Spec access §2: testers in staging copy their token for API tools; never elsewhere.
  const isStaging = isStagingAnswer(useQuery(versionQuery()).data);
  const tokenCopy = useClipboardCopy();
  const accountButton = useRef<HTMLButtonElement>(null);
  // The modals open from a menu item that is gone once the menu closes: the focus goes back to
  // the account button that opened the menu, not to <body> (WCAG 2.4.3).
  const focusAccountButton = () => requestAnimationFrame(() => accountButton.current?.focus());
  const closeProfile = () => {
    profile.close();
    focusAccountButton();
  };
  const closeConnectedApps = () => {
    connectedApps.close();
    focusAccountButton();
  };

  return (
    <>
      <Menu position="bottom-end" width={260} shadow="md" withinPortal>
        <Menu.Target>
          <UnstyledButton ref={accountButton} p={4} style={{ borderRadius: 'var(--mantine-radius-xl)' }}>
            {/* Named by its content: 'เมนูบัญชีผู้ใช้' and the shown name (WCAG 2.5.3); the initials are decoration. */}
            <VisuallyHidden>{t('navbar.accountMenu')}</VisuallyHidden>
            <Group gap="xs" wrap="nowrap">
              <Avatar
                src={avatarUrl.data ?? null}
                alt=""
                aria-hidden
                radius="xl"
                color="yim"
                variant="filled"
                size={36}
              >
                {avatarText}
              </Avatar>
              <Text fz="sm" fw={500} lh={1.6} visibleFrom="md" maw={180} truncate="end">
                {name}
              </Text>
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          {user && (
            <>
              <Menu.Label>
                <Text fz="sm" fw={600} lh={1.6} c="var(--mantine-color-text)" truncate="end">
                  {name}
                </Text>
                <Text fz="xs" lh={1.6} c="dimmed" truncate="end">
                  {user.email}
                </Text>
              </Menu.Label>
              <Menu.Divider />
            </>
          )}
          <Menu.Item leftSection={<Icon name="user" size={18} />} onClick={profile.open} disabled={!user}>
            {t('navbar.profile')}
          </Menu.Item>
          <Menu.Item leftSection={<Icon name="lock" size={18} />} onClick={connectedApps.open} disabled={!user}>
            {t('navbar.connectedApps')}
          </Menu.Item>
          {isStaging && (
            <CopyFeedback status={tokenCopy.status}>
              {/* Stays open so the two-second feedback is seen beside the item. */}
              <Menu.Item
                leftSection={<Icon name={tokenCopy.status === 'copied' ? 'check' : 'copy'} size={18} />}
                color={tokenCopy.status === 'failed' ? 'red' : undefined}
                closeMenuOnClick={false}
                onClick={() => void tokenCopy.copy(getAccessToken() ?? '')}
              >
                {t('navbar.copyToken')}
              </Menu.Item>
            </CopyFeedback>
          )}
          <Menu.Item component={Link} to="/clinic" leftSection={<Icon name="switch" size={18} />}>
            {t('navbar.chooseClinic')}
          </Menu.Item>
          <Menu.Item component={Link} to="/logout" color="red" leftSection={<Icon name="logout" size={18} />}>
            {t('navbar.logout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ProfileModal opened={isProfileOpen} onClose={closeProfile} />
      <ConnectedAppsModal opened={isConnectedAppsOpen} onClose={closeConnectedApps} />
    </>
  );
}
