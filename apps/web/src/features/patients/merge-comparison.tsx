import { Radio, Table, Text } from '@mantine/core';
import { formatDn, type TPatient } from '@yim/contract';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format.ts';
import { patientName, patientOtherName } from './patient-name.ts';

type Row = { label: string; value: (patient: TPatient) => string };

/**
 * The two records of one person side by side, with the choice of the record that stays. A value
 * the kept record lacks is taken from the other (merge-patients.service.ts), so a blank cell on
 * the kept side beside a filled one reads "will be filled".
 */
export function MergeComparison(props: {
  records: readonly [TPatient, TPatient];
  keepId: number;
  onKeep: (id: number) => void;
}) {
  const { t } = useTranslation('patients');
  const rows: Row[] = [
    { label: t('merge.rows.dn'), value: (p) => formatDn(p.dn) },
    { label: t('merge.rows.existDn'), value: (p) => p.existDn },
    { label: t('merge.rows.nameTh'), value: (p) => patientName(p) },
    { label: t('merge.rows.nameEn'), value: (p) => patientOtherName(p) },
    { label: t('merge.rows.dob'), value: (p) => (p.dob ? formatDate(p.dob) : '') },
    { label: t('merge.rows.personalId'), value: (p) => p.personalId },
    { label: t('merge.rows.mobile'), value: (p) => p.mobile },
    {
      label: t('merge.rows.address'),
      value: (p) => [p.address, p.subDistrict, p.district, p.province, p.postcode].filter(Boolean).join(' '),
    },
    { label: t('merge.rows.allergies'), value: (p) => p.allergies },
    { label: t('merge.rows.registered'), value: (p) => formatDate(p.createdAt) },
  ];
  return (
    <Radio.Group
      value={String(props.keepId)}
      onChange={(value) => props.onKeep(Number(value))}
      label={t('merge.keepLabel')}
    >
      <Table withTableBorder withColumnBorders verticalSpacing={4} mt="xs" aria-label={t('merge.compareLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="22%" />
            {props.records.map((record) => (
              <Table.Th key={record.id}>
                <Radio value={String(record.id)} label={t('merge.keepThis', { dn: formatDn(record.dn) })} />
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.label}>
              <Table.Th scope="row" fw={500}>
                <Text size="sm">{row.label}</Text>
              </Table.Th>
              {props.records.map((record) => {
                const value = row.value(record);
                const other = props.records.find((r) => r.id !== record.id);
                const willFill = record.id === props.keepId && value === '' && other && row.value(other) !== '';
                return (
                  <Table.Td key={record.id}>
                    {value ? (
                      <Text size="sm">{value}</Text>
                    ) : (
                      <Text size="xs" c="dimmed">
                        {willFill ? t('merge.willFill') : '–'}
                      </Text>
                    )}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Radio.Group>
  );
}
