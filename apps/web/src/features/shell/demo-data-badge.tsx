import { Badge, Box, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Mantine's orange 7 carries white text at 3:1 only; this one at 5.2:1 (WCAG 1.4.3). */
const DEMO_ORANGE = '#c2410c';

/** `page-bottom`: pages whose top is a toolbar (the signing page). */
export type DemoDataPlacement = 'page' | 'page-bottom' | 'header';

/** The badge itself, with its tooltip (floating-ui): loaded only where the server runs demo data. */
export function DemoDataBadge({ placement }: { placement: DemoDataPlacement }) {
  const { t } = useTranslation('shell');
  const badge = (
    <Tooltip label={t('demoData.hint')} multiline w={260} withArrow>
      <Badge color={DEMO_ORANGE} variant="filled" size={placement === 'header' ? 'md' : 'lg'} role="status">
        {t('demoData.label')}
      </Badge>
    </Tooltip>
  );
  if (placement === 'header') return badge;
  return (
    <Box
      pos="fixed"
      {...(placement === 'page-bottom' ? { bottom: 12 } : { top: 12 })}
      left="50%"
      style={{ transform: 'translateX(-50%)', zIndex: 200 }}
    >
      {badge}
    </Box>
  );
}
