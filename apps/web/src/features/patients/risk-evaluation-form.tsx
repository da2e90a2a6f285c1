import { Alert, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRiskAnswer, TRiskEvaluation, TRiskQuestion } from '@yim/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message.ts';
import { showToast } from '../../lib/notify.ts';
import { DialogFooter } from '../../ui/dialog/dialog-footer.tsx';
import { createRiskEvaluation, patientsKeys, updateRiskEvaluation, type BranchRef } from './patients.api.ts';

type Answer = TRiskAnswer['answer'];
type Draft = Record<number, { answer: Answer; detail: string }>;

type RiskEvaluationFormProps = {
  branch: BranchRef;
  patientId: number;
  questions: readonly TRiskQuestion[];
  /** Starts from these answers: the newest evaluation for a new one, or the one being corrected. */
  from: TRiskEvaluation | null;
  /** Corrects `from` instead of recording a new evaluation. */
  isCorrection: boolean;
  onClose: () => void;
};

function draftOf(questions: readonly TRiskQuestion[], from: TRiskEvaluation | null): Draft {
  const previous = new Map((from?.answers ?? []).map((answer) => [answer.questionId, answer]));
  return Object.fromEntries(
    questions.map((question) => {
      const answer = previous.get(question.id);
      return [question.id, { answer: answer?.answer ?? 'unknown', detail: answer?.detail ?? '' }];
    }),
  );
}

/**
 * The questionnaire, one row per question with ใช่ / ไม่ใช่ / ไม่ทราบ (Tab and the arrow keys
 * move through it), a detail field where the question asks for one and the answer is yes.
 * Saving records every question's answer, so a later reader sees what was asked.
 */
export function RiskEvaluationForm({
  branch,
  patientId,
  questions,
  from,
  isCorrection,
  onClose,
}: RiskEvaluationFormProps) {
  const { t, i18n } = useTranslation('patients');
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(questions, from));
  const answers: TRiskAnswer[] = questions.map((question) => {
    const entry = draft[question.id] ?? { answer: 'unknown', detail: '' };
    return { questionId: question.id, answer: entry.answer, detail: entry.answer === 'yes' ? entry.detail.trim() : '' };
  });
  const save = useMutation({
    mutationFn: () =>
      isCorrection && from
        ? updateRiskEvaluation(branch, from.id, answers)
        : createRiskEvaluation(branch, patientId, answers),
    onSuccess: async () => {
      showToast('success', t('risk.saved'));
      await queryClient.invalidateQueries({ queryKey: patientsKeys.risk(branch, patientId) });
      onClose();
    },
  });
  const set = (questionId: number, change: Partial<{ answer: Answer; detail: string }>) =>
    setDraft((current) => ({ ...current, [questionId]: { ...current[questionId]!, ...change } }));

  return (
    <Modal opened onClose={onClose} title={t(isCorrection ? 'risk.correctTitle' : 'risk.newTitle')} size="lg" centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
      >
        <Stack gap="sm">
          {questions.map((question, index) => {
            const entry = draft[question.id]!;
            return (
              <Stack key={question.id} gap={4} role="group" aria-labelledby={`risk-q-${question.id}`}>
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <div>
                    <Text id={`risk-q-${question.id}`} size="sm" fw={500}>
                      {index + 1}. {question.textTh}
                    </Text>
                    {question.textEn && (
                      <Text size="xs" c="dimmed" lang="en">
                        {question.textEn}
                      </Text>
                    )}
                  </div>
                  <SegmentedControl
                    size="xs"
                    value={entry.answer}
                    onChange={(value) => set(question.id, { answer: value as Answer })}
                    color={entry.answer === 'yes' && question.alertLabelTh ? 'red' : undefined}
                    aria-label={question.textTh}
                    data={[
                      { value: 'yes', label: t('risk.answers.yes') },
                      { value: 'no', label: t('risk.answers.no') },
                      { value: 'unknown', label: t('risk.answers.unknown') },
                    ]}
                  />
                </Group>
                {entry.answer === 'yes' && question.asksDetail && (
                  <TextInput
                    size="xs"
                    maxLength={300}
                    label={t('risk.detail')}
                    value={entry.detail}
                    onChange={(event) => set(question.id, { detail: event.currentTarget.value })}
                  />
                )}
              </Stack>
            );
          })}
          {save.isError && (
            <Alert color="red" role="alert">
              {errorMessage(save.error, i18n)}
            </Alert>
          )}
          <DialogFooter
            cancelLabel={t('form.cancel')}
            onCancel={onClose}
            confirmLabel={t('risk.save')}
            isSubmit
            isLoading={save.isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}
