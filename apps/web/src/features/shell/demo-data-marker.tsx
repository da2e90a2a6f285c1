import { Badge, Box, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { versionQuery } from './shell.api.ts';

/** Mantine's orange 7 carries white text at 3:1 only; this one at 5.2:1 (WCAG 1.4.3). */
const DEMO_ORANGE = '#c2410c';

type DemoDataMarkerProps = {
  /** `page`: pinned to the top of a page without the app frame (sign-in); `header`: in the top bar. */
  placement: 'page' | 'header';
};

/**
 * Says "demo data" wherever the server runs the demo clinic, whose passwords are published in
 * the README (issue 7, item 1): no one should take such a server for a real install and type
 * patients into it. Nothing is shown while the answer is unknown or when it fails.
 */
export function DemoDataMarker({ placement }: DemoDataMarkerProps) {
  const { t } = useTranslation('shell');
  const { data } = useQuery(versionQuery());
  if (!data?.demoData) return null;
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
