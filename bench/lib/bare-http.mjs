// @ts-check
// The HTTP floor of this machine: the server's own Fastify, with no plugin, answering a small JSON
// body, in a process of its own as the real server runs. An endpoint whose SQL is one trivial round
// trip (the health check) cannot beat this, so its HTTP/SQL ratio is judged against it instead.
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { freePort, serverRequire } from './server.mjs';

/** @returns {Promise<{ baseUrl: string; stop: () => Promise<void> }>} */
export async function startBareHttp() {
  const port = await freePort();
  const fastifyUrl = pathToFileURL(serverRequire.resolve('fastify')).href;
  const code = `
    const { default: Fastify } = await import(${JSON.stringify(fastifyUrl)});
    const app = Fastify({ logger: false });
    app.get('/api/health', async () => ({ data: { ok: true } }));
    await app.listen({ port: ${port}, host: '127.0.0.1' });
    process.stdout.write('ready\\n');`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    child.once('exit', (exitCode) => reject(new Error(`the bare HTTP server exited (${exitCode})`)));
    child.stdout.once('data', resolve);
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
