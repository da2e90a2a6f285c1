import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { THAI_ID_CARD_TYPE, type TPatient } from '@yim/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { bangkokDate, formatDate, formatPhone } from '../../lib/format.ts';
import { ageInYears } from './patient-age.ts';
import { configLabel, usePatientConfig } from './use-patient-options.ts';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {children === '' || children === null ? '–' : children}
      </Text>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={3} fz="md" mb="sm">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" component="dl" m={0}>
        {children}
      </SimpleGrid>
    </Paper>
  );
}

/** Everything the form holds, read-only, in the form's groups. */
export function PatientDetails({ patient }: { patient: TPatient }) {
  const { t, i18n } = useTranslation('patients');
  const isEnglish = i18n.language === 'en';
  const config = usePatientConfig();
  const age = patient.dob ? ageInYears(patient.dob, bangkokDate()) : null;
  const yes = (value: boolean) => (value ? t('record.yes') : t('record.no'));
  const address = [patient.address, patient.subDistrict, patient.district, patient.province, patient.postcode]
    .filter((part) => part !== '')
    .join(' ');

  return (
    <Stack gap="md">
      <Section title={t('sections.identity')}>
        <Item label={t('fields.firstNameEn')}>
          {[configLabel(config.titlesEn, patient.titleNameEn, true), patient.firstNameEn].filter(Boolean).join(' ')}
        </Item>
        <Item label={t('fields.lastNameEn')}>{patient.lastNameEn}</Item>
        <Item label={t('fields.nickname')}>{patient.nickname}</Item>
        <Item label={t('fields.dob')}>
          {patient.dob
            ? `${formatDate(patient.dob, 'long')}${age !== null ? ` (${t('age', { count: age })})` : ''}`
            : ''}
        </Item>
        <Item label={t('fields.gender')}>{configLabel(config.genders, patient.gender, isEnglish)}</Item>
        <Item label={t('fields.personalType')}>
          {configLabel(config.personalTypes, patient.personalType, isEnglish)}
        </Item>
        <Item label={patient.personalType === THAI_ID_CARD_TYPE ? t('fields.nationalId') : t('fields.personalId')}>
          {patient.personalId}
        </Item>
        <Item label={t('fields.existDn')}>{patient.existDn}</Item>
        <Item label={t('fields.foreigner')}>{yes(patient.foreigner)}</Item>
      </Section>
      <Section title={t('sections.contact')}>
        <Item label={t('fields.mobile')}>{patient.mobile ? formatPhone(patient.mobile) : ''}</Item>
        <Item label={t('fields.tel')}>{patient.tel}</Item>
        <Item label={t('fields.email')}>{patient.email}</Item>
        <Item label={t('fields.lineId')}>{patient.lineId}</Item>
        <Item label={t('fields.consents')}>
          {[
            patient.consentSms && t('fields.consentSms'),
            patient.consentLine && t('fields.consentLine'),
            patient.consentEmail && t('fields.consentEmail'),
          ]
            .filter(Boolean)
            .join(', ') || t('record.noConsent')}
        </Item>
        <Item label={t('sections.address')}>{address}</Item>
      </Section>
      <Section title={t('sections.emergency')}>
        <Item label={t('fields.emergencyContactName')}>{patient.emergencyContactName}</Item>
        <Item label={t('fields.emergencyContactRelation')}>{patient.emergencyContactRelation}</Item>
        <Item label={t('fields.emergencyContactPhone')}>{patient.emergencyContactPhone}</Item>
      </Section>
      <Section title={t('sections.notes')}>
        <Item label={t('fields.notes')}>{patient.notes}</Item>
        <Item label={t('record.registered')}>{formatDate(patient.createdAt, 'long')}</Item>
        <Item label={t('record.updated')}>{formatDate(patient.updatedAt, 'long')}</Item>
      </Section>
    </Stack>
  );
}
