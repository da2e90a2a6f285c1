import { Anchor, Card, CloseButton, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TAd } from '@yim/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissAd, dismissedAds } from './ads-cache.ts';
import { adsQuery, allConfigValuesQuery } from './masters.api.ts';

/** The version the configuration names (config `ads_version`); 0 while it is not known. */
export function useAdsVersion(): number {
  const config = useQuery(allConfigValuesQuery());
  return Number(config.data?.ads_version[0]?.value ?? 0);
}

/**
 * The platform's announcements (the ads list) for clinic staff: a few cards they can close for
 * good. Nothing at all while loading, on an error or when there is nothing to show: an
 * announcement is never worth a spinner or an error on a working screen.
 */
export function AdsPanel() {
  const { t, i18n } = useTranslation('masters');
  const ads = useQuery(adsQuery(useAdsVersion()));
  const [dismissed, setDismissed] = useState(() => dismissedAds(window.localStorage));
  const shown = (ads.data ?? []).filter((ad) => !dismissed.includes(ad.id));
  if (shown.length === 0) return null;
  const english = i18n.language === 'en';

  return (
    <section aria-labelledby="yim-ads-title">
      <Title order={2} size="h5" id="yim-ads-title" mb="xs">
        {t('ads.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {shown.map((ad) => (
          <AdCard
            key={ad.id}
            ad={ad}
            english={english}
            closeLabel={t('ads.close')}
            moreLabel={t('ads.more')}
            onClose={() => setDismissed(dismissAd(window.localStorage, ad.id))}
          />
        ))}
      </SimpleGrid>
    </section>
  );
}

type CardProps = { ad: TAd; english: boolean; closeLabel: string; moreLabel: string; onClose: () => void };

function AdCard({ ad, english, closeLabel, moreLabel, onClose }: CardProps) {
  // English when the screen is English and the store gave an English text; Thai otherwise.
  const title = (english && ad.titleEn) || ad.titleTh;
  const body = (english && ad.bodyEn) || ad.bodyTh;
  return (
    <Card withBorder radius="md" padding="sm" data-testid="yim-ad">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={4}>
          <Text fw={600}>{title}</Text>
          {body && (
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
              {body}
            </Text>
          )}
          {ad.linkUrl && (
            <Anchor href={ad.linkUrl} target="_blank" rel="noopener noreferrer" size="sm">
              {moreLabel}
            </Anchor>
          )}
        </Stack>
        <CloseButton aria-label={`${closeLabel}: ${title}`} onClick={onClose} />
      </Group>
    </Card>
  );
}
