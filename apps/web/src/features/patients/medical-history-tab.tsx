import { Alert, Badge, Button, Center, Group, Loader, Select, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TRiskEvaluation, TRiskQuestion } from '@yim/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format.ts';
import { Icon } from '../../ui/icon.tsx';
import { riskEvaluationsQuery, riskQuestionsQuery, type BranchRef } from './patients.api.ts';
import { RiskEvaluationForm } from './risk-evaluation-form.tsx';
import { RiskQuestionDialog } from './risk-question-dialog.tsx';
import { useBranchAccess } from './use-branch-access.ts';

const ANSWER_COLOR = { yes: 'red', no: 'green', unknown: 'gray' } as const;

function Answers({ evaluation, questions }: { evaluation: TRiskEvaluation; questions: readonly TRiskQuestion[] }) {
  const { t } = useTranslation('patients');
  const byId = new Map(questions.map((question) => [question.id, question]));
  return (
    <Table verticalSpacing={4} aria-label={t('risk.answersLabel')}>
      <Table.Tbody>
        {evaluation.answers.map((answer) => {
          const question = byId.get(answer.questionId);
          return (
            <Table.Tr key={answer.questionId}>
              <Table.Td>
                <Text size="sm">{question?.textTh ?? t('risk.removedQuestion')}</Text>
                {answer.detail && (
                  <Text size="xs" c="dimmed">
                    {answer.detail}
                  </Text>
                )}
              </Table.Td>
              <Table.Td w={110} ta="right">
                <Badge
                  color={answer.answer === 'yes' && question?.alertLabelTh ? 'red' : ANSWER_COLOR[answer.answer]}
                  variant="light"
                >
                  {t(`risk.answers.${answer.answer}`)}
                </Badge>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

/**
 * The record's medical-history tab: the newest questionnaire with who recorded it and when, a new
 * one started from its answers, a correction of it, and any earlier one to look back at.
 */
export function MedicalHistoryTab({ branch, patientId }: { branch: BranchRef; patientId: number }) {
  const { t } = useTranslation('patients');
  const questions = useQuery(riskQuestionsQuery(branch));
  const evaluations = useQuery(riskEvaluationsQuery(branch, patientId));
  const [shownId, setShownId] = useState<number | null>(null);
  const [form, setForm] = useState<'new' | 'correct' | 'question' | null>(null);
  const { can } = useBranchAccess();

  if (questions.isPending || evaluations.isPending) {
    return (
      <Center p="xl">
        <Loader aria-label={t('state.loading')} />
      </Center>
    );
  }
  if (questions.isError || evaluations.isError) {
    return (
      <Alert color="red" title={t('state.error')} role="alert">
        <Button
          variant="light"
          size="xs"
          onClick={() => void Promise.all([questions.refetch(), evaluations.refetch()])}
        >
          {t('state.retry')}
        </Button>
      </Alert>
    );
  }
  const list = evaluations.data.evaluations;
  const newest = list[0] ?? null;
  const shown = list.find((evaluation) => evaluation.id === shownId) ?? newest;

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        {shown ? (
          <Text size="sm" c="dimmed">
            {t('risk.recorded', { date: formatDateTime(shown.createdAt), name: shown.createdByName || '–' })}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t('risk.none')}
          </Text>
        )}
        <Group gap="xs">
          {list.length > 1 && (
            <Select
              size="xs"
              aria-label={t('risk.earlier')}
              value={String(shown?.id ?? '')}
              onChange={(value) => setShownId(value ? Number(value) : null)}
              data={list.map((evaluation) => ({
                value: String(evaluation.id),
                label: formatDateTime(evaluation.createdAt),
              }))}
              allowDeselect={false}
            />
          )}
          {newest && shown?.id === newest.id && (
            <Button
              size="xs"
              variant="default"
              leftSection={<Icon name="pencil" size={14} />}
              onClick={() => setForm('correct')}
            >
              {t('risk.correct')}
            </Button>
          )}
          {can('patientManage') && (
            <Button size="xs" variant="subtle" onClick={() => setForm('question')}>
              {t('riskQuestion.add')}
            </Button>
          )}
          <Button size="xs" leftSection={<Icon name="plus" size={14} />} onClick={() => setForm('new')}>
            {t('risk.new')}
          </Button>
        </Group>
      </Group>
      {shown && <Answers evaluation={shown} questions={questions.data} />}
      {form === 'question' && <RiskQuestionDialog branch={branch} onClose={() => setForm(null)} />}
      {(form === 'new' || form === 'correct') && (
        <RiskEvaluationForm
          branch={branch}
          patientId={patientId}
          questions={questions.data}
          from={newest}
          isCorrection={form === 'correct'}
          onClose={() => setForm(null)}
        />
      )}
    </Stack>
  );
}
