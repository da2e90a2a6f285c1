import { Alert, Anchor, Button, Card, Center, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TClinicDetail } from '@yim/contract';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../lib/error-message.ts';
import { clinicDetailQuery } from './superadmin.api.ts';

/** /superadmin/clinics/{id} (spec clinic §7 clinics/{id}): the clinic, its branches and its members with their roles. */
export function SuperadminClinicPage() {
  const { t, i18n } = useTranslation('superadmin');
  const id = Number(useParams().id);
  const clinic = useQuery({ ...clinicDetailQuery(id), enabled: Number.isSafeInteger(id) && id > 0 });

  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'md' }} maw={1100}>
      <div>
        <Anchor component={Link} to="/superadmin/clinics" size="sm">
          {t('clinics.title')}
        </Anchor>
        <Title order={1} size="h2">
          {clinic.data?.name ?? t('clinicDetail.title')}
        </Title>
        {clinic.data && (
          <Text c="dimmed" size="sm">
            {clinic.data.nameEn} · {clinic.data.url} · {clinic.data.code}
          </Text>
        )}
      </div>
      {clinic.isLoading && (
        <Center p="xl">
          <Loader aria-label={t('state.loading')} />
        </Center>
      )}
      {(clinic.isError || !(id > 0)) && (
        <Alert color="red" title={t('state.error')}>
          <Stack gap="xs" align="flex-start">
            {clinic.error && <Text size="sm">{errorMessage(clinic.error, i18n)}</Text>}
            <Button variant="light" size="xs" onClick={() => void clinic.refetch()}>
              {t('state.retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {clinic.isSuccess && <ClinicDetail clinic={clinic.data} />}
    </Stack>
  );
}

function ClinicDetail({ clinic }: { clinic: TClinicDetail }) {
  const { t } = useTranslation('superadmin');
  const branchName = new Map(clinic.branches.map((b) => [b.url, b.name]));
  return (
    <>
      <section aria-labelledby="clinic-branches">
        <Title order={2} size="h4" id="clinic-branches" mb="sm">
          {t('clinicDetail.branches', { count: clinic.branches.length })}
        </Title>
        <Card withBorder radius="md" p={0}>
          <Table.ScrollContainer minWidth={520}>
            <Table striped verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('clinics.columns.url')}</Table.Th>
                  <Table.Th>{t('clinics.columns.code')}</Table.Th>
                  <Table.Th>{t('clinicDetail.branchName')}</Table.Th>
                  <Table.Th ta="right">{t('clinics.columns.members')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {clinic.branches.map((branch) => (
                  <Table.Tr key={branch.url}>
                    <Table.Td ff="monospace">{branch.url}</Table.Td>
                    <Table.Td>{branch.code}</Table.Td>
                    <Table.Td>
                      {branch.name}
                      <Text size="xs" c="dimmed" lang="en">
                        {branch.nameEn}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">{branch.memberCount}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      </section>
      <section aria-labelledby="clinic-members">
        <Title order={2} size="h4" id="clinic-members" mb="sm">
          {t('clinicDetail.members', { count: clinic.members.length })}
        </Title>
        <Card withBorder radius="md" p={0}>
          {clinic.members.length === 0 ? (
            <Text c="dimmed" p="md" size="sm">
              {t('clinicDetail.noMembers')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={560}>
              <Table striped verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('users.columns.email')}</Table.Th>
                    <Table.Th>{t('users.columns.name')}</Table.Th>
                    <Table.Th>{t('users.branch')}</Table.Th>
                    <Table.Th>{t('users.roles')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {clinic.members.map((member) => (
                    <Table.Tr key={`${member.uid}/${member.branchUrl}`}>
                      <Table.Td>
                        <Anchor component={Link} to={`/superadmin/users/${member.uid}`} size="sm">
                          {member.email}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{member.fullName || '-'}</Table.Td>
                      <Table.Td>{branchName.get(member.branchUrl) ?? member.branchUrl}</Table.Td>
                      <Table.Td>{member.roleIds.map((r) => t(`common:roles.${r}`)).join(', ')}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Card>
      </section>
    </>
  );
}
