import { Button, Group, Modal, ScrollArea, SegmentedControl, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TBranchInfo, TPatient, TTreatmentPlan } from '@yim/contract';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { configValuesQuery } from '../masters/masters.api.ts';
import { PlanDocument, type PlanLanguage, type PlanPaper } from './plan-document.tsx';

type Props = { plan: TTreatmentPlan; patient: TPatient; branch: TBranchInfo | undefined; onClose: () => void };

/**
 * The browser prints the marked plan only (plan-print.css) on the sheet chosen here: the page
 * size is set for this print alone, since the receipts' stylesheet sets A5 for theirs.
 */
function printPlan(wrapper: HTMLElement | null, paper: PlanPaper) {
  if (!wrapper) return;
  const page = document.createElement('style');
  page.textContent = `@media print { @page { size: ${paper} portrait; margin: 0; } }`;
  document.head.appendChild(page);
  wrapper.classList.add('yim-plan-printing');
  try {
    window.print();
  } finally {
    wrapper.classList.remove('yim-plan-printing');
    page.remove();
  }
}

/** Preview and print of a plan for the patient, in Thai or English, on A5 or A4. */
export function PlanPrintModal({ plan, patient, branch, onClose }: Props) {
  const { t, i18n } = useTranslation('treatments');
  const [language, setLanguage] = useState<PlanLanguage>(i18n.language === 'en' ? 'en' : 'th');
  const [paper, setPaper] = useState<PlanPaper>('A5');
  const wrapper = useRef<HTMLDivElement>(null);
  const areas = useQuery(configValuesQuery('mouthArea'));
  // The English plan needs the English texts whatever the screen's language: loaded once.
  const [, setLoaded] = useState(false);
  useEffect(() => {
    void i18n.loadLanguages(['en', 'th']).then(() => setLoaded(true));
  }, [i18n]);
  const areaNames = useMemo(
    () => new Map((areas.data ?? []).map((a) => [a.value ?? a.id, language === 'en' ? a.nameEn : a.nameTh])),
    [areas.data, language],
  );
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('print.title')}
      size="auto"
      closeButtonProps={{ 'aria-label': t('form.cancel') }}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Group gap="sm">
            <SegmentedControl
              aria-label={t('print.language')}
              value={language}
              onChange={(value) => setLanguage(value === 'en' ? 'en' : 'th')}
              data={[
                { value: 'th', label: 'ไทย' },
                { value: 'en', label: 'English' },
              ]}
            />
            <SegmentedControl
              aria-label={t('print.paper')}
              value={paper}
              onChange={(value) => setPaper(value === 'A4' ? 'A4' : 'A5')}
              data={['A5', 'A4']}
            />
          </Group>
          <Button onClick={() => printPlan(wrapper.current, paper)}>{t('print.print')}</Button>
        </Group>
        <ScrollArea.Autosize mah="70vh">
          <div ref={wrapper}>
            <PlanDocument
              plan={plan}
              patient={patient}
              branch={branch}
              language={language}
              paper={paper}
              areaNames={areaNames}
            />
          </div>
        </ScrollArea.Autosize>
      </Stack>
    </Modal>
  );
}
