import { Anchor, Button, Group, Stack, Stepper, Title } from '@mantine/core';
import { canLeaveAiStep, suggestPlan, type TAiPhotoType } from '@yim/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { AiPhoto } from './ai-photo.ts';
import { useAiTreatmentPrices } from './ai-treatment-prices.ts';
import { AnalysisStep, useAnalyses } from './analysis-step.tsx';
import { FinishStep } from './finish-step.tsx';
import { PhotosStep } from './photos-step.tsx';
import { PlanStep, type LineChoice } from './plan-step.tsx';

type Photos = Partial<Record<TAiPhotoType, AiPhoto>>;

/** Steps 2 to 4 once both photos are chosen: the analyses run when step 2 opens. */
function AnalysedSteps({
  photos,
  active,
  setActive,
}: {
  photos: Record<TAiPhotoType, AiPhoto>;
  active: number;
  setActive: (n: number) => void;
}) {
  const { t } = useTranslation('ai');
  const { clinicUrl = '', branchUrl = '', patientId = '' } = useParams();
  const branch = { clinicUrl, branchUrl };
  const analyses = useAnalyses(branch, photos);
  const detections = analyses.flatMap((a) => a.data?.detections ?? []);
  // Cheap (a few dozen findings): computed on each render rather than memoised.
  const lines = suggestPlan(detections);
  const [choices, setChoices] = useState<Record<string, LineChoice>>({});
  const { prices } = useAiTreatmentPrices(branch, [...new Set(lines.map((l) => l.className))]);
  const confirmed = lines.filter((line) => choices[line.key] === 'confirmed');
  const state = {
    hasUpper: true,
    hasLower: true,
    hasResults: analyses.every((a) => a.isSuccess),
    planLines: confirmed.length,
  };
  const canNext =
    active === 1 ? canLeaveAiStep('analysis', state) : active === 2 ? canLeaveAiStep('plan', state) : false;
  return (
    <>
      {active === 1 && <AnalysisStep photos={photos} analyses={analyses} />}
      {active === 2 && (
        <PlanStep
          lines={lines}
          prices={prices}
          choices={choices}
          onChoose={(key, c) => setChoices((all) => ({ ...all, [key]: c }))}
        />
      )}
      {active === 3 && (
        <FinishStep
          branch={branch}
          patientId={Number(patientId)}
          analyses={analyses.flatMap((a) => (a.data ? [a.data] : []))}
          lines={lines}
          choices={choices}
          confirmed={confirmed}
          prices={prices}
        />
      )}
      <Group justify="space-between" mt="md">
        <Button variant="default" onClick={() => setActive(active - 1)}>
          {t('nav.back')}
        </Button>
        {active < 3 && (
          <Button disabled={!canNext} onClick={() => setActive(active + 1)}>
            {t('nav.next')}
          </Button>
        )}
      </Group>
    </>
  );
}

/** The AI photo-analysis workflow of one patient (spec §2, §4): photos, analysis, plan, finish. */
export function AiWorkflowPage() {
  const { t } = useTranslation('ai');
  const { clinicUrl = '', branchUrl = '', patientId = '' } = useParams();
  const [photos, setPhotos] = useState<Photos>({});
  const [active, setActive] = useState(0);
  const hasBoth = canLeaveAiStep('photos', {
    hasUpper: !!photos.upper,
    hasLower: !!photos.lower,
    hasResults: false,
    planLines: 0,
  });

  return (
    <Stack p="md" maw={1200}>
      <Anchor component={Link} to={`/${clinicUrl}/${branchUrl}/patient/${patientId}`} size="sm">
        ← {t('backToRecord')}
      </Anchor>
      <Title order={1} fz="h2">
        {t('title')}
      </Title>
      <Stepper
        active={active}
        size="sm"
        allowNextStepsSelect={false}
        onStepClick={(step) => step < active && setActive(step)}
      >
        {(['photos', 'analysis', 'plan', 'finish'] as const).map((step) => (
          <Stepper.Step key={step} label={t(`steps.${step}`)} />
        ))}
      </Stepper>
      {active === 0 && (
        <>
          <PhotosStep photos={photos} onChange={(type, photo) => setPhotos((all) => ({ ...all, [type]: photo }))} />
          <Group justify="flex-end">
            <Button disabled={!hasBoth} onClick={() => setActive(1)}>
              {t('nav.analyse')}
            </Button>
          </Group>
        </>
      )}
      {active > 0 && photos.upper && photos.lower && (
        <AnalysedSteps photos={{ upper: photos.upper, lower: photos.lower }} active={active} setActive={setActive} />
      )}
    </Stack>
  );
}
