import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../lib/i18n.ts';

const MODAL_ID = 'session-expired';
let isOpen = false;

export function isSessionDialogOpen(): boolean {
  return isOpen;
}

function SessionExpiredBody({ onConfirm }: { onConfirm: () => void }) {
  const { t } = useTranslation('errors');
  return (
    <Stack gap="lg">
      <Text>{t('sessionExpired.message')}</Text>
      <Group justify="flex-end">
        <Button onClick={onConfirm} data-autofocus>
          {t('sessionExpired.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Spec access §8: 'เซสชั่นหมดอายุ' / 'กรุณาเข้าสู่ระบบใหม่อีกครั้ง'. It can only be left by its
 * button, which runs `onConfirm` (on to the Login route).
 */
export function openSessionExpiredDialog(onConfirm: () => void): void {
  if (isOpen) return;
  isOpen = true;
  modals.open({
    modalId: MODAL_ID,
    title: i18n.t('errors:sessionExpired.title'),
    centered: true,
    withCloseButton: false,
    closeOnClickOutside: false,
    closeOnEscape: false,
    onClose: () => {
      isOpen = false;
    },
    children: (
      <SessionExpiredBody
        onConfirm={() => {
          modals.close(MODAL_ID);
          isOpen = false;
          onConfirm();
        }}
      />
    ),
  });
}
