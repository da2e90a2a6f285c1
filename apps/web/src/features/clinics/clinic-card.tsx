import { Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BranchButton } from './branch-button.tsx';
import { ClinicLogo } from './clinic-logo.tsx';
import type { BranchChoice, ClinicChoice } from './clinics.api.ts';

type ClinicCardProps = { clinic: ClinicChoice; onPick: (clinic: ClinicChoice, branch: BranchChoice) => void };

export function ClinicCard({ clinic, onPick }: ClinicCardProps) {
  const { t, i18n } = useTranslation('clinics');
  const name = i18n.language === 'en' && clinic.nameEn ? clinic.nameEn : clinic.name;
  const secondName = name === clinic.name ? clinic.nameEn : clinic.name;
  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs" component="section" aria-label={name}>
      <Group wrap="nowrap" gap="md" mb="md">
        <ClinicLogo logo={clinic.logo} name={clinic.name} nameEn={clinic.nameEn} size={56} />
        <div>
          <Text component="h2" fw={700} fz="lg" lh={1.3} m={0}>
            {name}
          </Text>
          {secondName && secondName !== name && (
            <Text fz="sm" c="dimmed">
              {secondName}
            </Text>
          )}
          <Text fz="xs" c="dimmed" mt={2}>
            {t('picker.branchCount', { count: clinic.branches.length })}
          </Text>
        </div>
      </Group>
      <Stack gap="xs">
        {clinic.branches.map((branch) => (
          <BranchButton key={branch.url} branch={branch} onPick={(picked) => onPick(clinic, picked)} />
        ))}
      </Stack>
    </Card>
  );
}
