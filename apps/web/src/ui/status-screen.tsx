import { Badge, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon.tsx';

type StatusScreenProps = {
  icon: IconName;
  color?: string;
  badge?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  /** Fill the viewport (public pages) or just the content area (inside the main layout). */
  fullPage?: boolean;
};

/** The one layout for placeholders, 404 and error screens; its title is the page's h1. */
export function StatusScreen({
  icon,
  color = 'yim',
  badge,
  title,
  description,
  actions,
  fullPage = false,
}: StatusScreenProps) {
  return (
    <Center mih={fullPage ? '100dvh' : '60dvh'} p="md">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={520} w="100%" shadow="xs">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={64} radius="xl" variant="light" color={color}>
            <Icon name={icon} size={32} />
          </ThemeIcon>
          {badge && (
            <Badge variant="light" color={color} size="lg">
              {badge}
            </Badge>
          )}
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
            {title}
          </Title>
          {description && (
            <Text c="dimmed" maw={420}>
              {description}
            </Text>
          )}
          {actions}
        </Stack>
      </Paper>
    </Center>
  );
}
