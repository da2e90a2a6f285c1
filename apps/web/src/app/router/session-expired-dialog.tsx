import { Button, getDefaultZIndex, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../lib/i18n.ts';
import { whenModalsReady } from '../../ui/dialog/modals-host.tsx';

const MODAL_ID = 'session-expired';
/**
 * Above every other layer (modals such as the profile, popovers, toasts): it may open while a
 * modal is up, and underneath one it could not be clicked.
 */
export const SESSION_DIALOG_Z_INDEX = getDefaultZIndex('max') + 1;
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
  whenModalsReady(() =>
    modals.open({
      modalId: MODAL_ID,
      title: i18n.t('errors:sessionExpired.title'),
      centered: true,
      withCloseButton: false,
      closeOnClickOutside: false,
      closeOnEscape: false,
      zIndex: SESSION_DIALOG_Z_INDEX,
      // Its button takes the focus (data-autofocus) away from the modal below, whose focus trap
      // only holds focus that is inside it.
      trapFocus: true,
      returnFocus: false,
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
    }),
  );
}
