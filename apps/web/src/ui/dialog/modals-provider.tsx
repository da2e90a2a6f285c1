import { ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';

/** Tells `modals-host` that the provider listens (its window listeners attach in its own effects). */
export function ModalsProviderWithSignal({ onReady }: { onReady: () => void }) {
  return (
    <ModalsProvider>
      <ReadySignal onReady={onReady} />
    </ModalsProvider>
  );
}

function ReadySignal({ onReady }: { onReady: () => void }) {
  useEffect(() => {
    // A child's effects run before its parent's: wait for the provider's listeners.
    const timer = setTimeout(onReady, 0);
    return () => clearTimeout(timer);
  }, [onReady]);
  return null;
}
