import { Alert, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TPatient } from '@yim/contract';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icon.tsx';
import { riskEvaluationsQuery, type BranchRef } from './patients.api.ts';

type AlertLine = { key: string; label: string; text: string };

/**
 * What nobody at the chair may miss, in red at the top of the record: allergies and congenital
 * diseases written on the record, and the yes-answers of the newest medical-history
 * questionnaire that carry an alert (anticoagulants, pregnancy, heart disease...). A quiet line
 * says when none were recorded (which is not the same as "none").
 */
export function MedicalAlerts({
  branch,
  patient,
}: {
  branch: BranchRef;
  patient: Pick<TPatient, 'id' | 'allergies' | 'congenitalDiseases'>;
}) {
  const { t, i18n } = useTranslation('patients');
  const risk = useQuery(riskEvaluationsQuery(branch, patient.id));
  const isThai = i18n.language !== 'en';
  const alerts: AlertLine[] = [
    { key: 'allergies', label: t('fields.allergies'), text: patient.allergies },
    { key: 'congenitalDiseases', label: t('fields.congenitalDiseases'), text: patient.congenitalDiseases },
  ].filter((alert) => alert.text.trim() !== '');
  for (const alert of risk.data?.alerts ?? []) {
    alerts.push({ key: `risk-${alert.questionId}`, label: isThai ? alert.labelTh : alert.labelEn, text: alert.detail });
  }

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
              {alert.text ? `${alert.label}:` : alert.label}
            </Text>
            {alert.text ? ` ${alert.text}` : ''}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}
