import {
  Alert,
  Button,
  Group,
  Pagination,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ALL_ROLE_IDS, ROLE, type TStaffMember } from '@yim/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorMessage } from '../../lib/error-message.ts';
import { showToast } from '../../lib/notify.ts';
import { Icon } from '../../ui/icon.tsx';
import { authKeys } from '../auth/auth.api.ts';
import { confirmDelete } from '../masters/confirm-delete.ts';
import { QueryStates } from '../../ui/query-states.tsx';
import { branchSessionQuery } from './clinics.api.ts';
import { DoctorHoursDialog } from './doctor-hours-dialog.tsx';
import { LicenceCheckDialog } from './licence-check-dialog.tsx';
import { addStaff, removeStaff, staffKeys, staffListQuery } from './staff.api.ts';
import { StaffAddDialog } from './staff-add-dialog.tsx';
import { StaffEditDialog } from './staff-edit-dialog.tsx';
import { filterStaff, STAFF_PAGE_SIZE, staffPage, type StaffStatus } from './staff-filter.ts';
import { StaffTable } from './staff-table.tsx';

type Dialog = { kind: 'add' } | { kind: 'edit' | 'hours' | 'licence'; member: TStaffMember } | null;

/**
 * The usermanage page (spec clinic §2): the branch's staff with search, role and status filters
 * and paging; adding by e-mail, roles, doctor colour, fee share and working hours, deactivating
 * and reactivating. Manager, counter and head counter all write (PERMISSIONS.userManage); only a
 * manager touches the manager role, which the dialogs and buttons show and the server enforces.
 */
export function StaffPage() {
  const { t, i18n } = useTranslation('clinics');
  const queryClient = useQueryClient();
  const { clinicUrl = '', branchUrl = '' } = useParams();
  const branch = { clinicUrl, branchUrl };
  const session = useQuery(branchSessionQuery(clinicUrl, branchUrl));
  const staff = useQuery(staffListQuery(branch));
  const [keyword, setKeyword] = useState('');
  const [roleId, setRoleId] = useState<number | null>(null);
  const [status, setStatus] = useState<StaffStatus>('active');
  const [page, setPage] = useState(0);
  const [dialog, setDialog] = useState<Dialog>(null);

  const isCallerManager = session.data?.branch.auth.authIdItems.includes(ROLE.MANAGER) ?? false;
  const refresh = async () => {
    setDialog(null);
    // The caller may have changed their own roles: the branch session carries them.
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: staffKeys.all(branch) }),
      queryClient.invalidateQueries({ queryKey: authKeys.branchSession(clinicUrl, branchUrl) }),
    ]);
  };

  const removal = useMutation({
    mutationFn: (member: TStaffMember) => removeStaff(branch, member.uid),
    onSuccess: async (member) => {
      showToast('success', t('staff.deactivate.done', { name: member.fullName }));
      await refresh();
    },
  });
  const restore = useMutation({
    mutationFn: (member: TStaffMember) => addStaff(branch, member.email, member),
    onSuccess: async (member) => {
      showToast('success', t('staff.deactivate.restored', { name: member.fullName }));
      await refresh();
    },
  });
  const actionError = removal.error ?? restore.error;

  const all = staff.data ?? [];
  const filtered = filterStaff(all, { keyword, roleId, status });
  const pageCount = Math.max(1, Math.ceil(filtered.length / STAFF_PAGE_SIZE));
  const shownPage = Math.min(page, pageCount - 1);
  const changeFilter = (apply: () => void) => {
    apply();
    setPage(0);
  };

  function askDeactivate(member: TStaffMember) {
    restore.reset();
    confirmDelete(member.fullName, () => removal.mutate(member), {
      title: t('staff.deactivate.title'),
      message: t('staff.deactivate.message', { name: member.fullName }),
      confirm: t('staff.deactivate.confirm'),
    });
  }

  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'md' }}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={2}>{t('staff.title')}</Title>
          <Text c="dimmed" size="sm">
            {t('staff.hint')}
          </Text>
        </div>
        <Button leftSection={<Icon name="plus" size={16} />} onClick={() => setDialog({ kind: 'add' })}>
          {t('staff.add')}
        </Button>
      </Group>

      <Paper withBorder radius="md" p="sm">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            flex="1 1 240px"
            type="search"
            label={t('staff.filter.search')}
            placeholder={t('staff.filter.searchPlaceholder')}
            leftSection={<Icon name="search" size={16} />}
            value={keyword}
            onChange={(event) => {
              const value = event.currentTarget.value;
              changeFilter(() => setKeyword(value));
            }}
          />
          <Select
            w={200}
            label={t('staff.filter.role')}
            placeholder={t('staff.filter.allRoles')}
            data={ALL_ROLE_IDS.map((id) => ({ value: String(id), label: t(`common:roles.${id}`) }))}
            value={roleId === null ? null : String(roleId)}
            onChange={(value) => changeFilter(() => setRoleId(value === null ? null : Number(value)))}
            clearable
          />
          <div>
            <Text size="sm" fw={500} mb={4} id="staff-status-label">
              {t('staff.filter.status')}
            </Text>
            <SegmentedControl
              aria-labelledby="staff-status-label"
              value={status}
              onChange={(value) => changeFilter(() => setStatus(value as StaffStatus))}
              data={(['active', 'deactivated', 'all'] as const).map((value) => ({
                value,
                label: t(`staff.filter.${value}`),
              }))}
            />
          </div>
        </Group>
      </Paper>

      {actionError && (
        <Alert
          color="red"
          role="alert"
          title={removal.isError ? t('staff.deactivate.failed') : t('staff.form.failed')}
          withCloseButton
          onClose={() => {
            removal.reset();
            restore.reset();
          }}
        >
          {errorMessage(actionError, i18n)}
        </Alert>
      )}

      <Paper withBorder radius="md">
        <QueryStates
          query={staff}
          loadingLabel={t('staff.state.loading')}
          errorTitle={t('staff.state.error')}
          retryLabel={t('staff.state.retry')}
          isEmpty={filtered.length === 0}
          empty={all.length === 0 ? t('staff.state.empty') : t('staff.state.noMatch')}
        />
        {staff.isSuccess && filtered.length > 0 && (
          <StaffTable
            members={staffPage(filtered, shownPage)}
            callerUid={session.data?.user.uid}
            isCallerManager={isCallerManager}
            onEdit={(member) => setDialog({ kind: 'edit', member })}
            onHours={(member) => setDialog({ kind: 'hours', member })}
            onLicence={(member) => setDialog({ kind: 'licence', member })}
            onDeactivate={askDeactivate}
            onRestore={(member) => {
              removal.reset();
              restore.mutate(member);
            }}
          />
        )}
      </Paper>

      {filtered.length > 0 && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('staff.paging.total', { count: filtered.length })}
          </Text>
          {pageCount > 1 && (
            <Pagination total={pageCount} value={shownPage + 1} onChange={(value) => setPage(value - 1)} />
          )}
        </Group>
      )}

      {dialog?.kind === 'add' && (
        <StaffAddDialog
          branch={branch}
          isCallerManager={isCallerManager}
          formerUids={new Set(all.filter((m) => m.deletedAt !== null).map((m) => m.uid))}
          onSaved={() => void refresh()}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'edit' && (
        <StaffEditDialog
          branch={branch}
          member={dialog.member}
          isCallerManager={isCallerManager}
          onSaved={() => void refresh()}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'licence' && (
        <LicenceCheckDialog branch={branch} member={dialog.member} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'hours' && (
        <DoctorHoursDialog
          branch={branch}
          member={dialog.member}
          opening={session.data?.branch.confOpeningTime}
          closing={session.data?.branch.confClosingTime}
          onSaved={() => void refresh()}
          onClose={() => setDialog(null)}
        />
      )}
    </Stack>
  );
}
