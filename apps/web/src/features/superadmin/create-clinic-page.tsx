import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCreateClinicForm, type TCreatedClinic } from '@yim/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../lib/api-client.ts';
import { validationIssues } from '../../lib/api/field-errors.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { showErrorToast, showToast } from '../../lib/notify.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { useValidationText } from '../../lib/validation-text.ts';
import { Icon } from '../../ui/icon.tsx';
import { createClinic, superadminKeys } from './superadmin.api.ts';

const EMPTY = {
  clinicUrl: '',
  clinicCode: '',
  clinicName: '',
  clinicNameEn: '',
  branchUrl: '',
  branchCode: '',
  branchName: '',
  branchNameEn: '',
  managerEmail: '',
};
type FormValues = typeof EMPTY;
type FieldName = keyof FormValues;

/** The body's dotted paths (a 422 or a 409) name the form's flat fields. */
const FIELD_OF_PATH: Record<string, FieldName> = {
  'clinic.url': 'clinicUrl',
  'clinic.code': 'clinicCode',
  'clinic.name': 'clinicName',
  'clinic.nameEn': 'clinicNameEn',
  'branch.url': 'branchUrl',
  'branch.code': 'branchCode',
  'branch.name': 'branchName',
  'branch.nameEn': 'branchNameEn',
  'manager.email': 'managerEmail',
};
const FIELD_OF_ERROR_CODE: Record<string, FieldName> = {
  'CLINIC-URL-TAKEN': 'clinicUrl',
  'BRANCH-URL-TAKEN': 'branchUrl',
  'CLINIC-MANAGER-INACTIVE': 'managerEmail',
};

/**
 * /superadmin/clinics/new (issue 8): a clinic, its first branch and its first manager by e-mail,
 * validated by the contract's schema as typed; the server's 409 and 422 land on their fields.
 */
export function CreateClinicPage() {
  const { t, i18n } = useTranslation('superadmin');
  const text = useValidationText();
  const queryClient = useQueryClient();
  const form = useZodForm(ZCreateClinicForm, EMPTY);
  const [created, setCreated] = useState<TCreatedClinic | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  // The outcome is above a long form: it takes the focus, so it is seen and read out.
  useEffect(() => {
    if (created) doneRef.current?.focus();
  }, [created]);

  const mutation = useMutation({
    mutationFn: createClinic,
    onSuccess: async (result) => {
      setCreated(result);
      form.reset(EMPTY);
      showToast('success', t('create.saved'));
      await queryClient.invalidateQueries({ queryKey: superadminKeys.all });
    },
    onError: (error) => {
      const errors: Partial<Record<FieldName, string>> = {};
      for (const issue of validationIssues(error)) {
        const field = FIELD_OF_PATH[issue.path];
        if (field && !errors[field]) errors[field] = issue.message;
      }
      const field = isApiError(error) ? FIELD_OF_ERROR_CODE[error.errorCode] : undefined;
      if (field) errors[field] = errorMessage(error, i18n);
      form.setServerErrors(errors);
      showErrorToast(error);
    },
  });

  const input = (name: FieldName, props: { lang?: string; placeholder?: string; autoFocus?: boolean } = {}) => (
    <TextInput
      {...form.textField(name)}
      error={text(form.errorOf(name))}
      label={t(`create.fields.${name}`)}
      description={t(`create.hints.${name}`, { defaultValue: '' }) || undefined}
      placeholder={props.placeholder}
      lang={props.lang}
      data-autofocus={props.autoFocus || undefined}
      autoFocus={props.autoFocus}
      withAsterisk
      autoComplete="off"
    />
  );

  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'md' }} maw={960}>
      <div>
        <Anchor component={Link} to="/superadmin/clinics" size="sm">
          {t('clinics.title')}
        </Anchor>
        <Title order={1} size="h2">
          {t('create.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('create.subtitle')}
        </Text>
      </div>

      {created && (
        <Alert
          ref={doneRef}
          tabIndex={-1}
          color="teal"
          icon={<Icon name="check" />}
          title={t('create.doneTitle', { name: created.clinic.name })}
        >
          <Stack gap={4}>
            <Text size="sm">
              {t('create.doneAddress', { path: `/${created.clinic.url}/${created.clinic.branches[0]?.url ?? ''}` })}
            </Text>
            <Text size="sm">
              {created.manager.invited
                ? t('create.doneInvited', { email: created.manager.email })
                : t('create.doneExisting', { email: created.manager.email })}
            </Text>
          </Stack>
        </Alert>
      )}

      <form onSubmit={form.handleSubmit((body) => mutation.mutate(body))} noValidate aria-label={t('create.title')}>
        <Stack gap="md">
          <Paper withBorder radius="md" p="md">
            <Title order={2} size="h4" mb="sm">
              {t('create.clinicSection')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {input('clinicName', { autoFocus: true, placeholder: t('create.placeholders.clinicName') })}
              {input('clinicNameEn', { lang: 'en', placeholder: t('create.placeholders.clinicNameEn') })}
              {input('clinicUrl', { placeholder: 'bangna-dental' })}
              {input('clinicCode', { placeholder: 'BNA' })}
            </SimpleGrid>
          </Paper>
          <Paper withBorder radius="md" p="md">
            <Title order={2} size="h4" mb="sm">
              {t('create.branchSection')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {input('branchName', { placeholder: t('create.placeholders.branchName') })}
              {input('branchNameEn', { lang: 'en', placeholder: t('create.placeholders.branchNameEn') })}
              {input('branchUrl', { placeholder: 'main' })}
              {input('branchCode', { placeholder: 'MAIN' })}
            </SimpleGrid>
          </Paper>
          <Paper withBorder radius="md" p="md">
            <Title order={2} size="h4" mb="sm">
              {t('create.managerSection')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {input('managerEmail', { placeholder: 'manager@example.com' })}
            </SimpleGrid>
          </Paper>
          <Group justify="flex-end" gap="sm">
            <Button component={Link} to="/superadmin/clinics" variant="default" disabled={mutation.isPending}>
              {t('create.cancel')}
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              {t('create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
