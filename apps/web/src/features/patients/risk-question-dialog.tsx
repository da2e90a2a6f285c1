import { Alert, Modal, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZRiskQuestionInput } from '@yim/contract';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message.ts';
import { showToast } from '../../lib/notify.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { useValidationText } from '../../lib/validation-text.ts';
import { DialogFooter } from '../../ui/dialog/dialog-footer.tsx';
import { createRiskQuestion, patientsKeys, type BranchRef } from './patients.api.ts';

/**
 * A question of the clinic's own added to the medical-history questionnaire (manager): asked of
 * every patient from the next filling-in on, after the default questions. An alert label makes a
 * yes a medical alert on the record. Questions are never removed: earlier answers name them.
 */
export function RiskQuestionDialog({ branch, onClose }: { branch: BranchRef; onClose: () => void }) {
  const { t, i18n } = useTranslation('patients');
  const text = useValidationText();
  const queryClient = useQueryClient();
  const form = useZodForm(ZRiskQuestionInput, {
    textTh: '',
    textEn: '',
    alertLabelTh: '',
    alertLabelEn: '',
    asksDetail: false,
  });
  const save = useMutation({
    mutationFn: createRiskQuestion.bind(null, branch),
    onSuccess: async () => {
      showToast('success', t('riskQuestion.saved'));
      await queryClient.invalidateQueries({ queryKey: patientsKeys.riskQuestions(branch) });
      onClose();
    },
  });
  const field = (name: 'textTh' | 'textEn' | 'alertLabelTh' | 'alertLabelEn', maxLength: number) => {
    const props = form.textField(name);
    return { ...props, error: text(props.error), maxLength, label: t(`riskQuestion.${name}`) };
  };

  return (
    <Modal opened onClose={onClose} title={t('riskQuestion.title')} size="lg" centered>
      <form onSubmit={form.handleSubmit((data) => save.mutate(data))} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('riskQuestion.hint')}
          </Text>
          <TextInput {...field('textTh', 300)} required data-autofocus />
          <TextInput {...field('textEn', 300)} lang="en" />
          <TextInput {...field('alertLabelTh', 60)} description={t('riskQuestion.alertHint')} />
          <TextInput {...field('alertLabelEn', 60)} lang="en" />
          <Switch
            label={t('riskQuestion.asksDetail')}
            checked={form.values.asksDetail}
            onChange={(event) => form.setFieldValue('asksDetail', event.currentTarget.checked)}
          />
          {save.isError && (
            <Alert color="red" role="alert">
              {errorMessage(save.error, i18n)}
            </Alert>
          )}
          <DialogFooter
            cancelLabel={t('form.cancel')}
            onCancel={onClose}
            confirmLabel={t('riskQuestion.save')}
            isSubmit
            isLoading={save.isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}
