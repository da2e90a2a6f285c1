import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { loadToasts } from '../lib/notify.ts';
import { ModalsHost } from '../ui/dialog/modals-host.tsx';
import { GlobalLoadingOverlay } from '../ui/loading-overlay.tsx';
import { optionalPart } from '../ui/optional-part.tsx';
import { theme } from './theme.ts';

// The toasts' container comes after the first page is drawn; a toast shown before it mounts
// waits (lib/notify.ts) and appears with it.
const Notifications = optionalPart(() => loadToasts().then((m) => m.Notifications));

type AppProvidersProps = { queryClient: QueryClient; children: ReactNode };

export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        {/* Top centre: top right covered the header's account menu and the public pages'
              language switch, bottom right a dialog's confirm button; the header's centre holds
              only the clinic's name. */}
        <Notifications position="top-center" zIndex={400} />
        {children}
        <GlobalLoadingOverlay />
        <ModalsHost />
      </QueryClientProvider>
    </MantineProvider>
  );
}
