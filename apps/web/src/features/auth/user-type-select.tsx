import { NativeSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { configValuesQuery } from '../masters/masters.api.ts';
import { configOptions } from './config-options.ts';

/** Spec access §5: '0' is the empty choice and is refused by the schema. */
export const NO_USER_TYPE = '0';

type UserTypeSelectProps = {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  disabled?: boolean;
};

/**
 * A native select: the tablet's own picker, fully usable by keyboard. The list comes from
 * configuration; while it loads or after it failed only the empty choice is offered.
 */
export function UserTypeSelect({ value, onChange, onBlur, error, disabled }: UserTypeSelectProps) {
  const { t, i18n } = useTranslation('auth');
  const userTypes = useQuery(configValuesQuery('userType'));
  const options = configOptions(userTypes.data, i18n.language);
  const placeholder = userTypes.isPending ? t('common:loading') : t('fields.userTypePlaceholder');

  return (
    <NativeSelect
      size="md"
      name="userTypeId"
      label={t('fields.userType')}
      withAsterisk={!disabled}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      error={error ?? (userTypes.isError ? t('fields.listLoadFailed') : undefined)}
      disabled={disabled}
      data={[{ value: NO_USER_TYPE, label: placeholder }, ...options]}
    />
  );
}
