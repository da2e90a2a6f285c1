import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { dialogs } from '../../ui/dialog/dialogs.tsx';

type Texts = { title: string; message: string; leave: string; stay: string };

/**
 * A chart being written is not lost by a stray click on the menu: leaving the route with unsaved
 * lines asks first, and closing or reloading the tab gets the browser's own question.
 */
export function useUnsavedGuard(isDirty: boolean, texts: Texts): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => isDirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void dialogs
      .confirm({
        title: texts.title,
        message: texts.message,
        confirmLabel: texts.leave,
        cancelLabel: texts.stay,
        isDanger: true,
      })
      .then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker, texts.title, texts.message, texts.leave, texts.stay]);
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);
}
