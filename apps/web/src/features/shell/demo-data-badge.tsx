import { Badge, Box, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Mantine's orange 7 carries white text at 3:1 only; this one at 5.2:1 (WCAG 1.4.3). */
const DEMO_ORANGE = '#c2410c';

export type DemoDataPlacement = 'page' | 'header';

/** The badge itself, with its tooltip (floating-ui): loaded only where the server runs demo data. */
export function DemoDataBadge({ placement }: { placement: DemoDataPlacement }) {
  const { t } = useTranslation('shell');
  const badge = (
    <Tooltip label={t('demoData.hint')} multiline w={260} withArrow>
      <Badge color={DEMO_ORANGE} variant="filled" size={placement === 'page' ? 'lg' : 'md'} role="status">
        {t('demoData.label')}
      </Badge>
    </Tooltip>
  );
  if (placement === 'header') return badge;
  return (
    <Box pos="fixed" top={12} left="50%" style={{ transform: 'translateX(-50%)', zIndex: 200 }}>
      {badge}
    </Box>
  );
}
