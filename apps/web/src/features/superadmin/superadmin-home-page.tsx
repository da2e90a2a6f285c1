import { Alert, Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/error-message.ts';
import { Icon } from '../../ui/icon.tsx';
import { AdsVersionCard } from './ads-version-card.tsx';
import { platformStatsQuery, superadminHealthQuery } from './superadmin.api.ts';

const STATS = ['clinics', 'branches', 'users', 'members'] as const;

/** /superadmin: where a super-administrator lands (issue 11): the platform's health and its tools. */
export function SuperadminHomePage() {
  const { t, i18n } = useTranslation('superadmin');
  const health = useQuery(superadminHealthQuery());
  const stats = useQuery(platformStatsQuery());

  return (
    <Stack gap="lg" p={{ base: 'sm', sm: 'md' }} maw={1100}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} size="h2">
            {t('home.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('home.subtitle')}
          </Text>
        </div>
        <Badge size="lg" variant="light" color={health.isError ? 'red' : health.isSuccess ? 'teal' : 'gray'}>
          {health.isError ? t('home.healthDown') : health.isSuccess ? t('home.healthOk') : t('state.loading')}
        </Badge>
      </Group>

      <section aria-labelledby="platform-stats">
        <Title order={2} size="h4" id="platform-stats" mb="sm">
          {t('home.statsTitle')}
        </Title>
        {stats.isError ? (
          <Alert color="red" title={t('state.error')}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{errorMessage(stats.error, i18n)}</Text>
              <Button variant="light" size="xs" onClick={() => void stats.refetch()}>
                {t('state.retry')}
              </Button>
            </Stack>
          </Alert>
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" aria-busy={stats.isPending}>
            {STATS.map((key) => (
              <Card key={key} withBorder radius="md" padding="md">
                <Text size="sm" c="dimmed">
                  {t(`home.stats.${key}`)}
                </Text>
                {stats.isSuccess ? (
                  <Text fz={28} fw={700} data-testid={`stat-${key}`}>
                    {stats.data[key].toLocaleString(i18n.language === 'en' ? 'en-US' : 'th-TH')}
                  </Text>
                ) : (
                  <Skeleton height={34} width="50%" mt={4} />
                )}
              </Card>
            ))}
          </SimpleGrid>
        )}
      </section>

      <section aria-labelledby="platform-tools">
        <Title order={2} size="h4" id="platform-tools" mb="sm">
          {t('home.toolsTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Card withBorder radius="md" padding="lg">
            <Group gap="sm" mb="xs" wrap="nowrap">
              <Icon name="building" size={22} />
              <Title order={3} size="h5">
                {t('home.clinicsTool')}
              </Title>
            </Group>
            <Text size="sm" c="dimmed" mb="md">
              {t('home.clinicsToolHint')}
            </Text>
            <Group gap="sm">
              <Button component={Link} to="/superadmin/clinics" variant="light">
                {t('home.openClinics')}
              </Button>
              <Button component={Link} to="/superadmin/clinics/new" leftSection={<Icon name="plus" size={16} />}>
                {t('clinics.create')}
              </Button>
            </Group>
          </Card>
          <Card withBorder radius="md" padding="lg">
            <Group gap="sm" mb="xs" wrap="nowrap">
              <Icon name="users" size={22} />
              <Title order={3} size="h5">
                {t('home.usersTool')}
              </Title>
            </Group>
            <Text size="sm" c="dimmed" mb="md">
              {t('home.usersToolHint')}
            </Text>
            <Group gap="sm">
              <Button component={Link} to="/superadmin/users" variant="light">
                {t('home.openUsers')}
              </Button>
              <Button component={Link} to="/superadmin/oauth-clients" variant="default">
                {t('home.openOAuthClients')}
              </Button>
              <Button component={Link} to="/superadmin/ortho-templates" variant="default">
                {t('home.openOrthoTemplates')}
              </Button>
            </Group>
          </Card>
          <Card withBorder radius="md" padding="lg">
            <Group gap="sm" mb="xs" wrap="nowrap">
              <Icon name="settings" size={22} />
              <Title order={3} size="h5">
                {t('title')}
              </Title>
            </Group>
            <Text size="sm" c="dimmed" mb="md">
              {t('home.sandboxToolHint')}
            </Text>
            <Button component={Link} to="/superadmin/sandbox" variant="light">
              {t('home.openSandbox')}
            </Button>
          </Card>
          <AdsVersionCard />
        </SimpleGrid>
      </section>
    </Stack>
  );
}
