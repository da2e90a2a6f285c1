import { Group, Paper, Text, VisuallyHidden } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { Icon } from '../../ui/icon.tsx';
import classes from './offline-indicator.module.css';

/**
 * Shown while the browser has no network (calls then fail at once with the network warning).
 * When the network returns, the route data is loaded again and the queries on screen that failed
 * meanwhile are fetched again (refetchOnReconnect alone left a failed one as it was).
 */
export function OfflineIndicator() {
  const { t } = useTranslation('shell');
  const { online } = useNetwork();
  const revalidator = useRevalidator();
  const queryClient = useQueryClient();
  const wasOffline = useRef(false);

  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
    } else if (wasOffline.current) {
      wasOffline.current = false;
      void revalidator.revalidate();
      void queryClient.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' });
    }
  }, [online, revalidator, queryClient]);

  if (online) return null;
  return (
    // Small on purpose: it floats over the page and must cover as little as it can.
    <Paper
      role="status"
      shadow="md"
      radius="xl"
      className={classes.indicator}
      data-testid="offline-indicator"
      title={t('offline.hint')}
    >
      <Group gap={6} wrap="nowrap">
        <Icon name="wifiOff" size={16} aria-hidden />
        <Text fz="sm" fw={600} lh={1.5}>
          {t('offline.label')}
        </Text>
        <VisuallyHidden>{t('offline.hint')}</VisuallyHidden>
      </Group>
    </Paper>
  );
}
