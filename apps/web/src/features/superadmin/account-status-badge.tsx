import { Badge } from '@mantine/core';
import type { TAccountStatus } from '@yim/contract';
import { useTranslation } from 'react-i18next';

const COLOR: Record<TAccountStatus, string> = {
  active: 'teal',
  disabled: 'red',
  deleted: 'gray',
  unactivated: 'yellow',
};

export function AccountStatusBadge({ status }: { status: TAccountStatus }) {
  const { t } = useTranslation('superadmin');
  return (
    <Badge variant="light" color={COLOR[status]}>
      {t(`users.status.${status}`)}
    </Badge>
  );
}
