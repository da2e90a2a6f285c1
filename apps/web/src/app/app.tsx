import { RouterProvider } from 'react-router/dom';
import { queryClient } from '../lib/query-client.ts';
import { AppProviders } from './app-providers.tsx';
import { createAppRouter } from './router/router.ts';

const router = createAppRouter();

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
