import { Alert, Button, Loader, Modal, Stack, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message.ts';
import { Icon } from '../../ui/icon.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';
import { ProfileForm } from './profile-form.tsx';
import { userInfoQuery } from './profile.api.ts';

type ProfileTab = 'edit' | 'password';

type ProfileModalProps = { opened: boolean; onClose: () => void };

/** Spec access §2: the profile modal with its two tabs; full screen on phones. */
export function ProfileModal({ opened, onClose }: ProfileModalProps) {
  const { t, i18n } = useTranslation('profile');
  const isSmall = useMediaQuery('(max-width: 768px)') ?? false;
  const [tab, setTab] = useState<ProfileTab>('edit');
  const userInfo = useQuery({ ...userInfoQuery(), enabled: opened });

  function close() {
    onClose();
    setTab('edit');
  }

  return (
    // A stack, because the avatar cropper opens over this modal: Escape then closes the cropper only.
    <Modal.Stack>
      <Modal
        opened={opened}
        onClose={close}
        stackId="profile"
        title={
          <Text fw={700} fz="lg">
            {t('title')}
          </Text>
        }
        size="xl"
        fullScreen={isSmall}
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      >
        {userInfo.isPending && (
          <Stack align="center" py="xl" role="status" aria-busy="true">
            <Loader />
            <Text c="dimmed">{t('common:loading')}</Text>
          </Stack>
        )}
        {userInfo.isError && (
          <Alert color="red" variant="light" icon={<Icon name="alert" />} title={t('loadFailed')} role="alert">
            <Stack gap="sm" align="flex-start">
              <Text fz="sm">{errorMessage(userInfo.error, i18n)}</Text>
              <Button
                size="sm"
                variant="light"
                color="red"
                loading={userInfo.isFetching}
                onClick={() => void userInfo.refetch()}
              >
                {t('common:actions.retry')}
              </Button>
            </Stack>
          </Alert>
        )}
        {userInfo.isSuccess && (
          <Tabs
            value={tab}
            onChange={(value) => setTab(value === 'password' ? 'password' : 'edit')}
            keepMounted={false}
          >
            <Tabs.List mb="lg">
              <Tabs.Tab value="edit" leftSection={<Icon name="user" size={18} />}>
                {t('tabs.edit')}
              </Tabs.Tab>
              <Tabs.Tab value="password" leftSection={<Icon name="lock" size={18} />}>
                {t('tabs.password')}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="edit">
              <ProfileForm key={userInfo.dataUpdatedAt} user={userInfo.data} onSaved={close} />
            </Tabs.Panel>
            <Tabs.Panel value="password">
              <ChangePasswordForm uid={userInfo.data.uid} onChanged={close} onLeave={close} />
            </Tabs.Panel>
          </Tabs>
        )}
      </Modal>
    </Modal.Stack>
  );
}
