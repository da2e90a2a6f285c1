import { Alert, Stack, Text } from '@mantine/core';
import type { TPatient } from '@yim/contract';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icon.tsx';

/**
 * Allergies and congenital diseases at the top of the record, in red, so nobody at the chair
 * misses them; a quiet line says when none were recorded (which is not the same as "none").
 */
export function MedicalAlerts({ patient }: { patient: Pick<TPatient, 'allergies' | 'congenitalDiseases'> }) {
  const { t } = useTranslation('patients');
  const alerts = [
    { key: 'allergies', label: t('fields.allergies'), text: patient.allergies },
    { key: 'congenitalDiseases', label: t('fields.congenitalDiseases'), text: patient.congenitalDiseases },
  ].filter((alert) => alert.text.trim() !== '');

  if (alerts.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('record.noMedicalAlerts')}
      </Text>
    );
  }
  return (
    <Alert
      color="red"
      variant="filled"
      icon={<Icon name="alert" />}
      title={t('record.medicalAlerts')}
      role="alert"
      aria-label={t('record.medicalAlerts')}
    >
      <Stack gap={4}>
        {alerts.map((alert) => (
          <Text key={alert.key} size="sm" style={{ whiteSpace: 'pre-line' }}>
            <Text span fw={700}>
              {alert.label}:
            </Text>{' '}
            {alert.text}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}
