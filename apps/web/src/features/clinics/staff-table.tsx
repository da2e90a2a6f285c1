import { ActionIcon, Badge, ColorSwatch, Group, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { ROLE, type TStaffMember } from '@yim/contract';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format.ts';
import { Icon } from '../../ui/icon.tsx';
import { describePeriods, toWeek, WEEKDAY_ORDER } from './working-hours.ts';

type StaffTableProps = {
  members: TStaffMember[];
  callerUid: string | undefined;
  isCallerManager: boolean;
  onEdit: (member: TStaffMember) => void;
  onHours: (member: TStaffMember) => void;
  onLicence: (member: TStaffMember) => void;
  onDeactivate: (member: TStaffMember) => void;
  onRestore: (member: TStaffMember) => void;
};

/** The staff rows of one page; actions a caller may not take are not offered. */
export function StaffTable(props: StaffTableProps) {
  const { members, callerUid, isCallerManager } = props;
  const { t } = useTranslation('clinics');
  const weekdays = t('staff.weekdaysShort', { returnObjects: true }) as string[];

  function hoursSummary(member: TStaffMember) {
    if (member.doctorWorkingHours.length === 0)
      return (
        <Text size="xs" c="dimmed">
          {t('staff.table.noHours')}
        </Text>
      );
    const week = toWeek(member.doctorWorkingHours);
    return (
      <Stack gap={0}>
        {WEEKDAY_ORDER.filter((weekday) => (week[weekday] ?? []).length > 0).map((weekday) => (
          <Text key={weekday} size="xs" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {weekdays[weekday]} {describePeriods(week[weekday] ?? [])}
          </Text>
        ))}
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped highlightOnHover verticalSpacing="xs" horizontalSpacing="sm" aria-label={t('staff.table.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('staff.table.name')}</Table.Th>
            <Table.Th>{t('staff.table.roles')}</Table.Th>
            <Table.Th w={90}>{t('staff.table.apptColor')}</Table.Th>
            <Table.Th w={90} ta="right">
              {t('staff.table.feeShare')}
            </Table.Th>
            <Table.Th w={190}>{t('staff.table.hours')}</Table.Th>
            <Table.Th w={140}>
              <VisuallyHidden>{t('staff.table.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => {
            const isActive = member.deletedAt === null;
            const isDoctor = member.authIdItems.includes(ROLE.DOCTOR);
            const isManagerRow = member.authIdItems.includes(ROLE.MANAGER);
            const name = member.fullName;
            return (
              <Table.Tr key={member.uid} c={isActive ? undefined : 'dimmed'}>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Text size="sm" fw={500}>
                      {name}
                    </Text>
                    {member.uid === callerUid && (
                      <Badge size="xs" variant="light">
                        {t('staff.table.you')}
                      </Badge>
                    )}
                  </Group>
                  <Text size="xs" c="dimmed">
                    {member.email}
                  </Text>
                  {!isActive && member.deletedAt && (
                    <Text size="xs" c="red.8">
                      {t('staff.table.deactivatedAt', { date: formatDate(member.deletedAt) })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {member.authIdItems.map((roleId) => (
                      <Badge key={roleId} size="sm" variant={isActive ? 'light' : 'outline'} color="gray">
                        {t(`common:roles.${roleId}`)}
                      </Badge>
                    ))}
                  </Group>
                </Table.Td>
                <Table.Td>
                  {isDoctor && member.drApptColor && <ColorSwatch color={member.drApptColor} size={18} />}
                </Table.Td>
                <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {isDoctor && member.drFeeSharePercent !== null ? `${member.drFeeSharePercent} %` : ''}
                </Table.Td>
                <Table.Td>{isDoctor && isActive ? hoursSummary(member) : null}</Table.Td>
                <Table.Td>
                  <Group gap={2} wrap="nowrap" justify="flex-end">
                    {isActive && (
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('staff.actions.edit', { name })}
                        onClick={() => props.onEdit(member)}
                      >
                        <Icon name="pencil" size={18} />
                      </ActionIcon>
                    )}
                    {isActive && isDoctor && (
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('staff.actions.hours', { name })}
                        onClick={() => props.onHours(member)}
                      >
                        <Icon name="calendarTime" size={18} />
                      </ActionIcon>
                    )}
                    {isActive && isDoctor && (
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('staff.actions.licence', { name })}
                        onClick={() => props.onLicence(member)}
                      >
                        <Icon name="check" size={18} />
                      </ActionIcon>
                    )}
                    {isActive && (
                      <Tooltip label={t('staff.form.managerOnly')} disabled={!isManagerRow || isCallerManager}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('staff.actions.deactivate', { name })}
                          disabled={isManagerRow && !isCallerManager}
                          onClick={() => props.onDeactivate(member)}
                        >
                          <Icon name="trash" size={18} />
                        </ActionIcon>
                      </Tooltip>
                    )}
                    {!isActive && (
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('staff.actions.restore', { name })}
                        disabled={isManagerRow && !isCallerManager}
                        onClick={() => props.onRestore(member)}
                      >
                        <Icon name="refresh" size={18} />
                      </ActionIcon>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
