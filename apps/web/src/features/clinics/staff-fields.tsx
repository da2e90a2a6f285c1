import { Checkbox, ColorSwatch, Group, NumberInput, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ALL_ROLE_IDS, ROLE } from '@yim/contract';
import { useTranslation } from 'react-i18next';
import { useValidationText } from '../../lib/validation-text.ts';
import { configOptions } from '../auth/config-options.ts';
import { configValuesQuery } from '../masters/masters.api.ts';
import type { StaffFields } from './staff.api.ts';

type StaffFieldsInputsProps = {
  values: StaffFields;
  errorOf: (name: keyof StaffFields) => string | undefined;
  onChange: (patch: Partial<StaffFields>) => void;
  /** Only a manager grants or takes the manager role; the box is locked for anyone else. */
  isCallerManager: boolean;
};

/** Roles, appointment colour and fee share: the part the add and the edit dialog share. */
export function StaffFieldsInputs({ values, errorOf, onChange, isCallerManager }: StaffFieldsInputsProps) {
  const { t, i18n } = useTranslation('clinics');
  const text = useValidationText();
  const colours = useQuery(configValuesQuery('doctorColor'));
  const colourOptions = configOptions(colours.data, i18n.language).flatMap((option) => {
    const colour = colours.data?.find((item) => item.id === option.value)?.color?.toLowerCase();
    return colour ? [{ value: colour, label: option.label }] : [];
  });
  const isDoctor = values.authIdItems.includes(ROLE.DOCTOR);

  return (
    <Stack gap="md">
      <Checkbox.Group
        label={t('staff.form.roles')}
        description={t('staff.form.rolesHint')}
        withAsterisk
        value={values.authIdItems.map(String)}
        onChange={(ids) => onChange({ authIdItems: ids.map(Number).sort((a, b) => a - b) })}
        error={text(errorOf('authIdItems'))}
      >
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
          {ALL_ROLE_IDS.map((roleId) => (
            <Checkbox
              key={roleId}
              value={String(roleId)}
              label={t(`common:roles.${roleId}`)}
              disabled={roleId === ROLE.MANAGER && !isCallerManager}
              description={roleId === ROLE.MANAGER && !isCallerManager ? t('staff.form.managerOnly') : undefined}
            />
          ))}
        </SimpleGrid>
      </Checkbox.Group>

      {isDoctor && (
        <Stack gap="xs">
          <Text fw={600} size="sm">
            {t('staff.form.doctorSection')}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <Select
              label={t('staff.form.apptColor')}
              placeholder={t('staff.form.noColor')}
              data={colourOptions}
              value={values.drApptColor}
              onChange={(value) => onChange({ drApptColor: value })}
              leftSection={values.drApptColor ? <ColorSwatch color={values.drApptColor} size={16} /> : null}
              renderOption={({ option }) => (
                <Group gap="xs" wrap="nowrap">
                  <ColorSwatch color={option.value} size={16} />
                  <span>{option.label}</span>
                </Group>
              )}
              error={text(errorOf('drApptColor'))}
              clearable
              comboboxProps={{ withinPortal: true }}
            />
            <NumberInput
              label={t('staff.form.feeShare')}
              value={values.drFeeSharePercent ?? ''}
              onChange={(value) => onChange({ drFeeSharePercent: value === '' ? null : Number(value) })}
              min={0}
              max={100}
              decimalScale={2}
              suffix=" %"
              error={text(errorOf('drFeeSharePercent'))}
            />
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}
