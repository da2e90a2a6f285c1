import { Anchor, Box, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLogo } from '../../ui/brand-mark.tsx';
import { LoginForm } from './login-form.tsx';
import { PublicCardLayout } from './public-card-layout.tsx';
import classes from './login-page.module.css';

function BrandPanel() {
  const { t } = useTranslation('auth');
  return (
    <Box className={classes.brandPanel} visibleFrom="md">
      <Stack gap="xl" maw={440}>
        <Group gap="md">
          <Box className={classes.logoHalo}>
            <BrandLogo size={56} />
          </Box>
          <div>
            <Text fz={36} fw={700} lh={1} c="white">
              {t('common:appName')}
            </Text>
            <Text c="yim.0" fz="sm">
              {t('common:tagline')}
            </Text>
          </div>
        </Group>
        <Title order={2} c="white" fz={30} lh={1.5} textWrap="balance">
          {t('login.brandHeadline')}
        </Title>
        <Text c="yim.0" fz="lg" lh={1.7} style={{ textWrap: 'pretty' }}>
          {t('login.brandText')}
        </Text>
      </Stack>
    </Box>
  );
}

export function LoginPage() {
  const { t } = useTranslation('auth');
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing={0} mih="100dvh">
      <BrandPanel />
      <PublicCardLayout title={t('login.title')} subtitle={t('login.subtitle')} width={440} brandHiddenFrom="md">
        <LoginForm />
        <Text ta="center" fz="sm" c="dimmed">
          {t('login.noAccount')}{' '}
          <Anchor component={Link} to="/register" fw={600}>
            {t('login.register')}
          </Anchor>
        </Text>
      </PublicCardLayout>
    </SimpleGrid>
  );
}
