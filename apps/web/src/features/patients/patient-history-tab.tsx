import { Alert, Badge, Button, Center, Group, Loader, Pagination, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDn, type TPatientAuditEntry } from '@yim/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format.ts';
import { HISTORY_PAGE_SIZE, patientHistoryQuery, type BranchRef } from './patients.api.ts';
import { configLabel, usePatientConfig } from './use-patient-options.ts';

const ACTION_COLORS: Record<TPatientAuditEntry['action'], string> = {
  open: 'gray',
  create: 'teal',
  update: 'blue',
  delete: 'red',
  merge: 'grape',
};

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'boolean') return value ? '✓' : '✗';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

type ConfigLists = ReturnType<typeof usePatientConfig>;

/** Fields that hold a configuration id: the history shows the name, as the form did. */
function configListOf(field: string, config: ConfigLists) {
  switch (field) {
    case 'titleNameTh':
      return config.titlesTh;
    case 'titleNameEn':
      return config.titlesEn;
    case 'gender':
      return config.genders;
    case 'personalType':
      return config.personalTypes;
    default:
      return null;
  }
}

/** Who opened the record and who changed what, newest first (a manager's tab). */
export function PatientHistoryTab({ branch, patientId }: { branch: BranchRef; patientId: number }) {
  const { t, i18n } = useTranslation('patients');
  const [page, setPage] = useState(0);
  const history = useQuery(patientHistoryQuery(branch, patientId, page));
  const config = usePatientConfig();
  const isEnglish = i18n.language === 'en';
  const fieldLabel = (field: string) => (i18n.exists(`patients:fields.${field}`) ? t(`fields.${field}`) : field);
  const valueText = (field: string, value: unknown) => {
    const list = configListOf(field, config);
    if (list && typeof value === 'string') return configLabel(list, value, isEnglish) || value;
    if (field === 'dn' && typeof value === 'number') return formatDn(value);
    return shown(value);
  };

  if (history.isPending) {
    return (
      <Center p="xl">
        <Loader aria-label={t('state.loading')} />
      </Center>
    );
  }
  if (history.isError) {
    return (
      <Alert color="red" title={t('state.error')} role="alert">
        <Button variant="light" size="xs" onClick={() => void history.refetch()}>
          {t('state.retry')}
        </Button>
      </Alert>
    );
  }
  if (history.data.list.length === 0) {
    return (
      <Text c="dimmed" ta="center" p="xl">
        {t('history.empty')}
      </Text>
    );
  }
  const pageCount = Math.max(1, Math.ceil(history.data.total / HISTORY_PAGE_SIZE));
  return (
    <>
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="xs" aria-label={t('tabs.history')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={170}>{t('history.at')}</Table.Th>
              <Table.Th w={110}>{t('history.action')}</Table.Th>
              <Table.Th w={180}>{t('history.user')}</Table.Th>
              <Table.Th>{t('history.changes')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {history.data.list.map((entry) => (
              <Table.Tr key={entry.id}>
                <Table.Td>{formatDateTime(entry.at)}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={ACTION_COLORS[entry.action]}>
                    {t(`history.actions.${entry.action}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>{entry.userName || t('history.unknownUser')}</Table.Td>
                <Table.Td>
                  {entry.changes.map((change) => (
                    <Text key={change.field} size="sm" style={{ overflowWrap: 'anywhere' }}>
                      <Text span fw={600}>
                        {fieldLabel(change.field)}
                      </Text>
                      : {valueText(change.field, change.before)} → {valueText(change.field, change.after)}
                    </Text>
                  ))}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pageCount > 1 && (
        <Group justify="flex-end" mt="sm">
          <Pagination total={pageCount} value={page + 1} onChange={(value) => setPage(value - 1)} />
        </Group>
      )}
    </>
  );
}
