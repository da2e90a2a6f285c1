import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import type { TDuplicateCheck } from '@yim/contract';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icon.tsx';
import { patientName, patientNumbers } from './patient-name.ts';

type DuplicateWarningProps = {
  matches: TDuplicateCheck['list'];
  isSaving: boolean;
  onOpen: (id: number) => void;
  onSaveAnyway: () => void;
  onBack: () => void;
};

/**
 * Shown instead of saving when the clinic already has a patient with the same Thai name or
 * national id: open that record, go back to the form, or save a new record anyway.
 */
export function DuplicateWarning({ matches, isSaving, onOpen, onSaveAnyway, onBack }: DuplicateWarningProps) {
  const { t } = useTranslation('patients');
  return (
    <Alert color="yellow" variant="light" icon={<Icon name="alert" />} title={t('duplicate.title')} role="alert">
      <Stack gap="sm">
        <Text size="sm">{t('duplicate.message')}</Text>
        <List spacing="xs" listStyleType="none" withPadding={false}>
          {matches.map((match) => (
            <List.Item key={match.id}>
              <Group gap="sm" wrap="wrap" justify="space-between">
                <div>
                  <Text fw={600} size="sm">
                    {t('duplicate.match', { dn: patientNumbers(match), name: patientName(match) })}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {match.matchedBy.map((reason) => t(`duplicate.reason.${reason}`)).join(', ')}
                  </Text>
                </div>
                <Button size="xs" variant="light" onClick={() => onOpen(match.id)}>
                  {t('duplicate.open')}
                </Button>
              </Group>
            </List.Item>
          ))}
        </List>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onBack} disabled={isSaving}>
            {t('duplicate.back')}
          </Button>
          <Button color="yellow" onClick={onSaveAnyway} loading={isSaving}>
            {t('duplicate.saveAnyway')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
