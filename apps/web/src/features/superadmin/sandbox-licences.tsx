import { Alert, Badge, Button, Group, Loader, Paper, Table, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZSandboxLicenceInput } from '@yim/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast, showToast } from '../../lib/notify.ts';
import { putSandboxLicence, sandboxLicencesQuery, sandboxKeys } from './sandbox.api.ts';

const STATUS_COLOR = { valid: 'teal', suspended: 'orange', not_found: 'gray' } as const;
const EMPTY = { licenceNo: '', holderNameTh: '', holderNameEn: '' };

/** The sandbox licence registry: its entries and a form to add a tester's own number. */
export function SandboxLicences() {
  const { t } = useTranslation('superadmin');
  const queryClient = useQueryClient();
  const licences = useQuery(sandboxLicencesQuery());
  const [form, setForm] = useState(EMPTY);
  const [isInvalid, setIsInvalid] = useState(false);
  const save = useMutation({
    mutationFn: putSandboxLicence,
    onSuccess: async () => {
      showToast('success', t('licences.saved'));
      setForm(EMPTY);
      await queryClient.invalidateQueries({ queryKey: sandboxKeys.sandbox });
    },
    onError: showErrorToast,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZSandboxLicenceInput.safeParse(form);
    setIsInvalid(!parsed.success);
    if (parsed.success) save.mutate(parsed.data);
  };
  const field = (name: keyof typeof EMPTY) => ({
    label: t(`licences.${name}`),
    value: form[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, [name]: event.currentTarget.value }),
  });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="sandbox-licences">
      <Title order={3} id="sandbox-licences" mb="xs">
        {t('licences.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('licences.rules')}
      </Text>
      <form onSubmit={submit}>
        <Group align="flex-end" mb="sm">
          <TextInput {...field('licenceNo')} w={120} inputMode="numeric" maxLength={5} />
          <TextInput {...field('holderNameTh')} />
          <TextInput {...field('holderNameEn')} />
          <Button type="submit" loading={save.isPending}>
            {t('licences.save')}
          </Button>
        </Group>
        {isInvalid && (
          <Text c="red" size="sm" mb="sm">
            {t('licences.invalid')}
          </Text>
        )}
      </form>
      {licences.isPending ? (
        <Loader size="sm" aria-label={t('loading')} />
      ) : licences.isError ? (
        <Alert color="red">{t('loadFailed')}</Alert>
      ) : licences.data.length === 0 ? (
        <Text c="dimmed">{t('licences.empty')}</Text>
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('licences.licenceNo')}</Table.Th>
              <Table.Th>{t('licences.holderNameTh')}</Table.Th>
              <Table.Th>{t('licences.holderNameEn')}</Table.Th>
              <Table.Th>{t('licences.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {licences.data.map((licence) => (
              <Table.Tr key={licence.licenceNo}>
                <Table.Td>{licence.licenceNo}</Table.Td>
                <Table.Td>{licence.holderNameTh}</Table.Td>
                <Table.Td>{licence.holderNameEn}</Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLOR[licence.status]}>{t(`statuses.${licence.status}`)}</Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
