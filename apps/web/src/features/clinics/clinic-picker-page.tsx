import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { landingPagePath } from '@yim/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AdsPanel } from '../masters/ads-panel.tsx';
import { ClinicCard } from './clinic-card.tsx';
import { ClinicPickerSkeleton, ClinicsLoadError, NoClinics } from './clinic-picker-states.tsx';
import { myClinicsQuery, type BranchChoice, type ClinicChoice } from './clinics.api.ts';

/** /clinic: the clinics and branches the user belongs to; picking one opens its landing page. */
export function ClinicPickerPage() {
  const { t } = useTranslation('clinics');
  const navigate = useNavigate();
  const query = useQuery(myClinicsQuery());

  function pick(clinic: ClinicChoice, branch: BranchChoice) {
    const clinicUrl = encodeURIComponent(clinic.url);
    const branchUrl = encodeURIComponent(branch.url);
    void navigate(`/${clinicUrl}/${branchUrl}/${landingPagePath(branch.roleIds)}`);
  }

  function content() {
    if (query.isPending) return <ClinicPickerSkeleton />;
    if (query.isError) {
      return (
        <ClinicsLoadError error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
      );
    }
    if (query.data.list.length === 0) {
      return <NoClinics onRefresh={() => void query.refetch()} isRefreshing={query.isFetching} />;
    }
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {query.data.list.map((clinic) => (
          <ClinicCard key={clinic.url} clinic={clinic} onPick={pick} />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {t('picker.title')}
          </Title>
          <Text c="dimmed">{t('picker.subtitle')}</Text>
        </div>
        {content()}
        <AdsPanel />
      </Stack>
    </Container>
  );
}
