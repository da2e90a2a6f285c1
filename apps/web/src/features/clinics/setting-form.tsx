import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  APPT_DURATION_MAX_MINUTES,
  ZBranchSettingsInput,
  type TBranchSettings,
  type TBranchSettingsInput,
} from '@yim/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors } from '../../lib/api/field-errors.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { showToast } from '../../lib/notify.ts';
import { useValidationText } from '../../lib/validation-text.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { ClockInput } from '../../ui/clock-input.tsx';
import { authKeys } from '../auth/auth.api.ts';
import { branchSettingsKeys, saveBranchSettings } from './branch-settings.api.ts';
import type { BranchRef } from './staff.api.ts';
import { roomDrafts, type RoomDraft } from './room-list.ts';
import { RoomsEditor } from './rooms-editor.tsx';

/** Appointment lengths the contract accepts: multiples of 5 minutes up to four hours. */
const DURATION_MINUTES = Array.from({ length: APPT_DURATION_MAX_MINUTES / 5 }, (_, i) => (i + 1) * 5);

function clock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

function formValues(settings: TBranchSettings) {
  return {
    name: settings.name,
    nameEn: settings.nameEn,
    address: settings.address,
    addressEn: settings.addressEn,
    tel: settings.tel,
    taxId: settings.taxId,
    rooms: roomDrafts(settings.rooms) as RoomDraft[],
    confApptDuration: settings.confApptDuration,
    confOpeningTime: settings.confOpeningTime,
    confClosingTime: settings.confClosingTime,
    linkedWithKtbPaotang: settings.linkedWithKtbPaotang,
    linkedWithNhso: settings.linkedWithNhso,
  };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Title order={3} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

type SettingFormProps = { branch: BranchRef; settings: TBranchSettings; canWrite: boolean };

/** The branch settings form: Thai and English side by side, rooms, hours and the two links. */
export function SettingForm({ branch, settings, canWrite }: SettingFormProps) {
  const { t, i18n } = useTranslation('clinics');
  const text = useValidationText();
  const queryClient = useQueryClient();
  const form = useZodForm(ZBranchSettingsInput, formValues(settings));
  const isReadOnly = !canWrite;
  const mutation = useMutation({
    mutationFn: (body: TBranchSettingsInput) => saveBranchSettings(branch, body),
    onSuccess: async (saved) => {
      showToast('success', t('setting.saved'));
      queryClient.setQueryData(branchSettingsKeys.settings(branch), saved);
      // Rooms, hours and names also travel in the branch session every page reads.
      await queryClient.invalidateQueries({ queryKey: authKeys.branchSession(branch.clinicUrl, branch.branchUrl) });
    },
    onError: (error) => form.setServerErrors(serverFieldErrors(error)),
  });

  const textInput = (name: 'name' | 'nameEn' | 'address' | 'addressEn' | 'tel' | 'taxId', max: number) => (
    <TextInput
      {...form.textField(name)}
      error={text(form.errorOf(name))}
      label={t(`setting.fields.${name}`)}
      withAsterisk={name === 'name' && !isReadOnly}
      maxLength={max}
      readOnly={isReadOnly}
      lang={name.endsWith('En') ? 'en' : undefined}
      inputMode={name === 'tel' || name === 'taxId' ? 'numeric' : undefined}
    />
  );
  const timeInput = (name: 'confOpeningTime' | 'confClosingTime') => (
    <ClockInput
      name={name}
      value={form.values[name]}
      onChange={(value) => form.setFieldValue(name, value)}
      onBlur={() => form.markTouched(name)}
      error={text(form.errorOf(name))}
      label={t(`setting.fields.${name}`)}
      readOnly={isReadOnly}
    />
  );
  const toggle = (name: 'linkedWithNhso' | 'linkedWithKtbPaotang') => (
    <Switch
      name={name}
      label={t(`setting.fields.${name}`)}
      description={t(`setting.fields.${name}Hint`)}
      checked={form.values[name]}
      disabled={isReadOnly}
      onChange={(event) => form.setFieldValue(name, event.currentTarget.checked)}
    />
  );
  return (
    <form noValidate aria-label={t('setting.title')} onSubmit={form.handleSubmit((body) => mutation.mutate(body))}>
      <Stack gap="md">
        <Section title={t('setting.sections.info')}>
          <Stack gap="sm">
            <TextInput label={t('setting.fields.code')} value={settings.code} readOnly variant="filled" w={200} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {textInput('name', 200)}
              {textInput('nameEn', 200)}
              {textInput('address', 500)}
              {textInput('addressEn', 500)}
              {textInput('tel', 30)}
              {textInput('taxId', 13)}
            </SimpleGrid>
          </Stack>
        </Section>

        <Section title={t('setting.sections.rooms')}>
          <RoomsEditor
            rooms={form.values.rooms}
            onChange={(rooms) => form.setFieldValue('rooms', rooms)}
            isReadOnly={isReadOnly}
            error={form.errorOf('rooms')}
          />
        </Section>

        <Section title={t('setting.sections.hours')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <Select
              name="confApptDuration"
              label={t('setting.fields.confApptDuration')}
              data={DURATION_MINUTES.map((minutes) => ({
                value: clock(minutes),
                label: t('setting.duration', { minutes }),
              }))}
              value={form.values.confApptDuration}
              onChange={(value) => value && form.setFieldValue('confApptDuration', value)}
              error={text(form.errorOf('confApptDuration'))}
              readOnly={isReadOnly}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
            {timeInput('confOpeningTime')}
            {timeInput('confClosingTime')}
          </SimpleGrid>
        </Section>

        <Section title={t('setting.sections.links')}>
          <Stack gap="sm">
            {toggle('linkedWithNhso')}
            {toggle('linkedWithKtbPaotang')}
          </Stack>
        </Section>

        {mutation.isError && (
          <Alert color="red" role="alert">
            {errorMessage(mutation.error, i18n)}
          </Alert>
        )}
        {canWrite && (
          <Group justify="flex-end" gap="sm" pos="sticky" bottom={0} py="sm" bg="var(--mantine-color-body)">
            {form.isDirty && (
              <Text size="sm" c="dimmed" mr="auto">
                {t('setting.unsaved')}
              </Text>
            )}
            <Button variant="default" onClick={() => form.reset()} disabled={!form.isDirty || mutation.isPending}>
              {t('setting.reset')}
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              {t('setting.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
