import pg from 'pg';

/** What a listener is told: each payload, and that some may have been missed (a reconnection). */
export type ListenHandlers = {
  onPayload(payload: string): void;
  /** The connection dropped and is back: notifications sent meanwhile are lost (ADR 0014). */
  onGap(): void;
};

export type ListenConnectionOptions = {
  url: string;
  /** Told when the connection drops or a reconnection fails; the listener keeps retrying. */
  onConnectionError?: (error: Error) => void;
  minDelayMs?: number;
  maxDelayMs?: number;
};

/** A channel is written into the LISTEN statement's text (LISTEN takes no parameters). */
export function assertChannelName(channel: string): void {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`not a plain channel name: ${channel}`);
}

/**
 * LISTEN on a PostgreSQL connection of its own, outside the pool: a pooled connection serves the
 * next request and would take the LISTEN with it. When the connection drops (restart, failover,
 * an administrator's kill) it reconnects after a growing delay and tells `onGap`. The first
 * connection must succeed: a failure then is the caller's to report. Answers the stop function.
 */
export async function listenOnOwnConnection(
  options: ListenConnectionOptions,
  channel: string,
  handlers: ListenHandlers,
): Promise<() => Promise<void>> {
  assertChannelName(channel);
  const minDelay = options.minDelayMs ?? 250;
  const maxDelay = options.maxDelayMs ?? 10_000;
  let current: pg.Client | null = null;
  let stopped = false;
  let delay = minDelay;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<pg.Client> => {
    const client = new pg.Client({ connectionString: options.url });
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) handlers.onPayload(message.payload);
    });
    // Without an 'error' listener a dropped connection would throw and end the process.
    client.on('error', (error) => {
      options.onConnectionError?.(error);
      lost(client);
    });
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    return client;
  };

  const lost = (client: pg.Client) => {
    if (current !== client) return;
    current = null;
    client.end().catch(() => undefined);
    scheduleReconnect();
  };

  const scheduleReconnect = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().then(
        async (client) => {
          if (stopped) return client.end();
          current = client;
          delay = minDelay;
          handlers.onGap();
        },
        (error: unknown) => {
          options.onConnectionError?.(error instanceof Error ? error : new Error(String(error)));
          delay = Math.min(delay * 2, maxDelay);
          scheduleReconnect();
        },
      );
    }, delay);
    // A pending reconnection never keeps the process alive on its own.
    retry.unref();
  };

  current = await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = null;
    await client?.end().catch(() => undefined);
  };
}
