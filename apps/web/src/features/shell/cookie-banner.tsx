import { Button, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec access §3: the answer is kept on this computer under this key, as 'true' or 'false'. */
export const COOKIES_ACCEPTED_KEY = 'cookiesAccepted';

function hasAccepted(): boolean {
  try {
    return window.localStorage.getItem(COOKIES_ACCEPTED_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * The cookie notice of spec access §2 at the foot of every page until accepted. Yim sets only the
 * cookies it needs (the sign-in's refresh cookie) and keeps settings in the browser's storage;
 * the notice says so and asks for nothing more. It sits below dialogs and never over the
 * top bar's controls.
 */
export function CookieBanner() {
  const { t } = useTranslation('shell');
  const [isShown, setIsShown] = useState(() => !hasAccepted());
  if (!isShown) return null;
  const accept = () => {
    try {
      window.localStorage.setItem(COOKIES_ACCEPTED_KEY, 'true');
    } catch {
      // Storage refused (private mode): the notice closes for this visit all the same.
    }
    setIsShown(false);
  };
  return (
    <Paper
      role="region"
      aria-label={t('cookies.label')}
      shadow="md"
      withBorder
      p="sm"
      radius="md"
      pos="fixed"
      bottom={12}
      left="50%"
      maw="calc(100vw - 24px)"
      w={680}
      style={{ transform: 'translateX(-50%)', zIndex: 150 }}
    >
      <Group justify="space-between" wrap="nowrap" gap="md">
        <Text size="sm">{t('cookies.text')}</Text>
        <Button size="sm" onClick={accept} style={{ flexShrink: 0 }}>
          {t('cookies.accept')}
        </Button>
      </Group>
    </Paper>
  );
}
