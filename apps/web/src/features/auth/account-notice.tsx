import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../ui/icon.tsx';

type AccountNoticeProps = {
  icon: IconName;
  color?: string;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
};

/** An outcome inside an account card: sent, activated, invalid link, failure. */
export function AccountNotice({ icon, color = 'yim', title, children, actions }: AccountNoticeProps) {
  return (
    <Stack align="center" ta="center" gap="md" role="status" py="md">
      <ThemeIcon size={64} radius="xl" variant="light" color={color}>
        <Icon name={icon} size={32} />
      </ThemeIcon>
      <Title order={2} fz="h3" textWrap="balance">
        {title}
      </Title>
      {children && (
        <Text c="dimmed" maw={400} style={{ textWrap: 'balance' }}>
          {children}
        </Text>
      )}
      {actions}
    </Stack>
  );
}
