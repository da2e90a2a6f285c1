import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { StartupRefusal } from './lib/startup-refusal.ts';

/** Listens, turning a port that is taken or forbidden into a refusal its operator can act on. */
export async function listenOrRefuse(app: FastifyInstance, config: Config): Promise<void> {
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EADDRINUSE' && code !== 'EACCES') throw error;
    await app.close();
    throw new StartupRefusal(
      code === 'EADDRINUSE'
        ? `port ${config.port} on ${config.host} is already in use (another Yim or another program): stop it or set PORT to a free port.`
        : `port ${config.port} on ${config.host} may not be opened by this user: set PORT to a port above 1023.`,
    );
  }
}

/**
 * Ends a start that cannot go on: a refusal is one line for the operator, without a stack trace;
 * anything else is a defect and keeps its stack.
 */
export function stopStarting(error: unknown): never {
  if (!(error instanceof StartupRefusal)) throw error;
  process.stderr.write(`Yim cannot start: ${error.message}\n`);
  process.exit(1);
}
