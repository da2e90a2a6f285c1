import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { ModalsHost } from '../ui/dialog/modals-host.tsx';
import { GlobalLoadingOverlay } from '../ui/loading-overlay.tsx';
import { theme } from './theme.ts';

// The toasts' container comes after the first page is drawn; a toast shown before it mounts
// waits in the notifications store and appears with it.
const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

type AppProvidersProps = { queryClient: QueryClient; children: ReactNode };

export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        {/* Top centre: top right covered the header's account menu and the public pages'
              language switch, bottom right a dialog's confirm button; the header's centre holds
              only the clinic's name. */}
        <Suspense fallback={null}>
          <Notifications position="top-center" zIndex={400} />
        </Suspense>
        {children}
        <GlobalLoadingOverlay />
        <ModalsHost />
      </QueryClientProvider>
    </MantineProvider>
  );
}
