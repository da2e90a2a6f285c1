import { Anchor, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { APP_VERSION } from '@yim/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandMark } from '../../ui/brand-mark.tsx';
import { LanguageSwitch } from '../../ui/language-switch.tsx';
import classes from './login-page.module.css';

type PublicCardLayoutProps = {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Registration needs room for two columns on a tablet; the other screens stay narrow. */
  width?: number;
  /** The login page shows the brand in its side panel from this width on. */
  brandHiddenFrom?: 'md';
  children: ReactNode;
};

/** The frame of the account pages before sign-in: brand, language, a card, the version. */
export function PublicCardLayout({ title, subtitle, width = 480, brandHiddenFrom, children }: PublicCardLayoutProps) {
  const { t } = useTranslation('auth');
  return (
    <Stack
      className={classes.formSide}
      mih="100dvh"
      justify="center"
      align="center"
      gap="md"
      p={{ base: 'md', sm: 'xl' }}
    >
      <Paper component="main" withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 36 }} w="100%" maw={width}>
        <Stack gap="lg">
          <Group justify="space-between" align="center">
            <Anchor
              component={Link}
              to="/login"
              aria-label={t('common:appFullName')}
              underline="never"
              hiddenFrom={brandHiddenFrom}
            >
              <BrandMark size={36} />
            </Anchor>
            <Box ml="auto">
              <LanguageSwitch />
            </Box>
          </Group>
          <div>
            <Title order={1} fz={28}>
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" mt={4}>
                {subtitle}
              </Text>
            )}
          </div>
          {children}
        </Stack>
      </Paper>
      <Text fz="xs" c="dimmed">
        {t('common:appFullName')} · {t('common:version', { version: APP_VERSION })}
      </Text>
    </Stack>
  );
}
