import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildPath, type Endpoint, type ParamsOf, type QueryOf, type StreamEndpoint } from '@yim/contract';
import { composeApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { Database } from '../lib/db/database.ts';
import type { FileStorage } from '../lib/storage/storage.ts';
import { DEMO_PASSWORD } from '../seed/demo-tenants.ts';
import { injectStream, streamRoutes } from './stream-inject.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export type TestApp = {
  app: FastifyInstance;
  /** The file storage the app's features were handed. */
  storage: FileStorage;
  db: Database;
  testDb: TestDatabase;
  config: Config;
  /** Signs in through the API and answers the access token. */
  login(email: string, password?: string): Promise<string>;
  /** inject() with a bearer token and JSON body; answers the parsed JSON too. */
  call(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse & { json: any }>;
  /**
   * Calls an endpoint of the contract by its descriptor: method and path come from it, `params`
   * and `query` are typed by it. `payload` stays the raw body, so validation tests can send what
   * the schema refuses. Literal paths remain only for what is not an endpoint (unknown routes,
   * signed file links, malformed paths).
   */
  send<E extends Endpoint>(endpoint: E, options?: SendOptions<E>): Promise<LightMyRequestResponse & { json: any }>;
  close(): Promise<void>;
};

export type SendOptions<E extends Endpoint> = Omit<InjectOptions, 'method' | 'url' | 'path' | 'query'> & {
  token?: string;
  params?: ParamsOf<E>;
  query?: QueryOf<E>;
};

export function testConfig(overrides: Record<string, string> = {}): Config {
  // Sandboxes answer at once in tests; their delays are for people trying the app.
  return loadConfig({ DATA_DIR: '.tmp/test-data', LOG_LEVEL: 'silent', SANDBOX_DELAY_SCALE: '0', ...overrides });
}

/** One app on a fresh copy of the seeded database (demo clinics and users included). */
export async function createTestApp(
  overrides: Record<string, string> = {},
  options: { now?: () => Date } = {},
): Promise<TestApp> {
  const testDb = await createTestDatabase();
  const config = testConfig(overrides);
  const { app, deps } = await composeApp({ config, db: testDb.db, logger: false, ...options });
  return { ...wrap(app, testDb.db, testDb, config), storage: deps.storage };
}

/**
 * A second app on the same database (tests of several instances) has no storage of its own to offer.
 * `streams`: stream endpoints a test registered besides the contract's (their calls end at the headers).
 */
export function wrap(
  app: FastifyInstance,
  db: Database,
  testDb: TestDatabase,
  config: Config,
  streams: StreamEndpoint[] = [],
): Omit<TestApp, 'storage'> {
  const isStream = streamRoutes(streams);
  const call: TestApp['call'] = async ({ token, headers, ...options }) => {
    const request = { ...options, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } };
    const url = typeof options.url === 'string' ? options.url : '';
    const response = isStream(String(options.method ?? 'GET'), url)
      ? await injectStream(app, request)
      : await app.inject(request);
    let json: unknown;
    try {
      json = response.json();
    } catch {
      json = undefined;
    }
    return Object.assign(response, { json });
  };
  const send: TestApp['send'] = (endpoint, { params, query, ...options } = {}) =>
    call({
      ...options,
      method: endpoint.method,
      url: buildPath(endpoint.path, params as Record<string, unknown> | undefined),
      ...(query ? { query: query as Record<string, string> } : {}),
    });
  return {
    app,
    db,
    testDb,
    config,
    call,
    send,
    async login(email, password = DEMO_PASSWORD) {
      const response = await call({ method: 'POST', url: '/api/login', payload: { username: email, password } });
      if (response.statusCode !== 200) throw new Error(`login ${email} failed: ${response.body}`);
      return response.json.data.accessToken as string;
    },
    async close() {
      await app.close();
      await testDb.drop();
    },
  };
}

/** Access tokens of the demo roles most tests act as: siam's four and ari's manager. */
export async function signInDemoRoles(t: TestApp) {
  const [counter, doctor, assistant, manager, ariManager] = await Promise.all([
    t.login('counter@demo.yim.test'),
    t.login('doctor@demo.yim.test'),
    t.login('assistant@demo.yim.test'),
    t.login('manager@demo.yim.test'),
    t.login('manager@ari.yim.test'),
  ]);
  return { counter, doctor, assistant, manager, ariManager };
}
