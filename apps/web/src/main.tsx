import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/fonts.ts';
import { i18nReady } from './lib/i18n.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { registerServiceWorker } from './app/register-service-worker.ts';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// Thai is bundled and ready at once; a stored English choice waits for its texts first.
void i18nReady.finally(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

registerServiceWorker();
