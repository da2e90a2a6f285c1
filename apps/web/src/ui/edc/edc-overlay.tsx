import { Button, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EDC_DEFAULT_TIMEOUT_MS,
  EDC_TIMEOUT_EVENT,
  formatCountdown,
  startEdcSession,
  type EdcOutcome,
  type EdcPoll,
  type EdcSession,
} from './edc-session.ts';

type EdcOverlayProps<T> = {
  /** Asks the terminal (through the server) whether the payment went through. */
  poll: EdcPoll<T>;
  onEnd: (outcome: EdcOutcome<T>) => void;
  /** Baht, shown while the patient pays. */
  amount?: string;
};

/**
 * The full-screen wait while the patient pays at the card terminal (spec access §2, §4, §9): the
 * time left as m:ss, cancel, and "print receipt" for a terminal that printed its own slip. The
 * app sets the time-out through EDC_TIMEOUT_EVENT; the component's own is one minute. Mounted
 * for one payment: the wait starts when it appears and ends once.
 */
export function EdcOverlay<T>({ poll, onEnd, amount }: EdcOverlayProps<T>) {
  const { t } = useTranslation();
  const [remainingMs, setRemainingMs] = useState(EDC_DEFAULT_TIMEOUT_MS);
  const [isOpen, setIsOpen] = useState(true);
  const session = useRef<EdcSession | null>(null);
  const callbacks = useRef({ poll, onEnd });
  // The latest callbacks, for a session that outlives the render that started it.
  useEffect(() => {
    callbacks.current = { poll, onEnd };
  });

  useEffect(() => {
    const current = startEdcSession<T>({
      poll: (signal) => callbacks.current.poll(signal),
      onTick: setRemainingMs,
      onEnd: (outcome) => {
        setIsOpen(false);
        callbacks.current.onEnd(outcome);
      },
    });
    session.current = current;
    const setTimeoutFromEvent = (event: Event) => {
      const ms = (event as CustomEvent<{ ms?: unknown }>).detail?.ms;
      if (typeof ms === 'number' && ms > 0) current.setTimeoutMs(ms);
    };
    window.addEventListener(EDC_TIMEOUT_EVENT, setTimeoutFromEvent);
    return () => {
      window.removeEventListener(EDC_TIMEOUT_EVENT, setTimeoutFromEvent);
      current.cancel();
    };
  }, []);

  return (
    <Modal
      opened={isOpen}
      onClose={() => session.current?.cancel()}
      fullScreen
      withCloseButton={false}
      closeOnClickOutside={false}
      title={t('edc.title')}
    >
      <Stack align="center" justify="center" mih="70dvh" gap="md">
        <Loader size="lg" />
        <Title order={2} fz="h3" ta="center">
          {t('edc.instruction')}
        </Title>
        {amount && (
          <Text fz="xl" fw={700}>
            {t('edc.amount', { amount })}
          </Text>
        )}
        <Text fz={40} fw={700} ff="monospace" role="timer" aria-label={t('edc.timeLeft')}>
          {formatCountdown(remainingMs)}
        </Text>
        <Group>
          <Button variant="default" onClick={() => session.current?.cancel()}>
            {t('edc.cancel')}
          </Button>
          <Button variant="light" onClick={() => session.current?.printReceipt()}>
            {t('edc.printReceipt')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
