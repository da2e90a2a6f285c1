import { resolve } from 'node:path';
import { z } from 'zod';
import { APP_ENVS, type TAppEnv } from '@yim/contract';
import type { S3Settings } from './lib/storage/s3-settings.ts';
import type { IntegrationSettings } from './integrations/integration-settings.ts';

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** The role that owns the tables (migrations, housekeeping); defaults to DATABASE_URL. */
  DATABASE_OWNER_URL: z.string().url().optional(),
  NODE_ENV: z.string().optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).default(10),
  /** Unset: the demo only where no one else can reach it (a loopback PUBLIC_URL), see seedDefault. */
  SEED: z.enum(['demo', 'none']).optional(),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Yim <no-reply@yim.local>'),
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.string().url().optional(),
  /** Path-style URLs; the default is on with S3_ENDPOINT (most S3-compatible services) and off for AWS. */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  FILE_URL_SECRET: z.string().min(32).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  /**
   * Only behind proxies you run: how many of them stand in front of the server (a number of hops),
   * or their addresses / CIDR ranges (comma-separated). Then X-Forwarded-For names the client for
   * the limits and sessions. `true` (every hop trusted) would let a client pick its own address.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .refine((value) => value !== 'true', {
      message:
        'TRUST_PROXY=true would trust an address the client writes: give the number of proxies or their addresses',
    }),
  /** Where this installation runs; unset: production under NODE_ENV=production, else development. */
  APP_ENV: z.enum(APP_ENVS).optional(),
  // Outside services (docs/integrations.md): a URL (and its key) switches a service from its
  // sandbox to the live adapter.
  LICENCE_REGISTRY_URL: z.string().url().optional(),
  LICENCE_REGISTRY_API_KEY: z.string().optional(),
  TELE_DENTISTRY_URL: z.string().url().optional(),
  TELE_DENTISTRY_API_KEY: z.string().optional(),
  NHSO_URL: z.string().url().optional(),
  NHSO_API_KEY: z.string().optional(),
  KTB_PAOTANG_URL: z.string().url().optional(),
  KTB_PAOTANG_API_KEY: z.string().optional(),
  SMS_URL: z.string().url().optional(),
  SMS_API_KEY: z.string().optional(),
  LINE_URL: z.string().url().optional(),
  LINE_API_KEY: z.string().optional(),
  KTB_FASTPAY_URL: z.string().url().optional(),
  KTB_FASTPAY_API_KEY: z.string().optional(),
  ADS_STORE_URL: z.string().url().optional(),
  ADS_STORE_API_KEY: z.string().optional(),
  /** The dental-photo analyser. Unset: its sandbox, a demonstration that production refuses (spec clinic §1). */
  AI_SERVICE_URL: z.string().url().optional(),
  AI_SERVICE_API_KEY: z.string().optional(),
  /** The card terminal's (EDC) payment gateway; unset: the sandbox terminal. */
  EDC_TERMINAL_URL: z.string().url().optional(),
  EDC_TERMINAL_API_KEY: z.string().optional(),
  /** An analysis takes seconds, not the milliseconds of a look-up: its own, longer wait. */
  AI_SERVICE_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(60_000),
  /**
   * The key the bank signs its fast-pay callbacks with (HMAC-SHA256). Unset: one generated and kept
   * in app_secrets (ADR 0004), which only the sandbox bank knows; the live bank needs it set.
   */
  KTB_FASTPAY_CALLBACK_SECRET: z.string().min(32).optional(),
  /** How long a live adapter waits for an answer before it counts the service as unavailable. */
  INTEGRATION_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** Multiplies every sandbox's typical answer time: 1 realistic, 0 instant (tests). */
  SANDBOX_DELAY_SCALE: z.coerce.number().min(0).max(10).default(1),
  /** The simulated patient confirms a tele-dentistry link code this long after it is issued; 0: only by the button. */
  SANDBOX_TELE_CONFIRM_SECONDS: z.coerce.number().int().min(0).max(600).default(20),
  /** A sandbox SMS or LINE message stays queued this long before it is delivered or fails; 0: at once. */
  SANDBOX_MESSAGE_DELIVERY_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
  /** The sandbox card terminal waits this long for the simulated card before it decides; 0: at once. */
  SANDBOX_EDC_PENDING_SECONDS: z.coerce.number().int().min(0).max(300).default(8),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  LOGIN_FREE_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS: z.coerce.number().int().min(1).default(20),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(200),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(100),
});

/**
 * Password checks (sign-in, password change, member verification) throttle the attacker, not the
 * owner: budgets per (account, address) with a growing delay, a much higher ceiling per account,
 * and a per-address ceiling; the two ceilings are waived for an address the account signed in from.
 */
export type LoginLimits = {
  /** Failures are counted over this window. */
  windowMinutes: number;
  /** Failures of one account from one address before each next attempt waits (1 s, 2 s, 4 s ...). */
  freeFailures: number;
  /** Failures of one account from one address in the window before it is refused outright. */
  perAccountAddress: number;
  /** Failures of one account from all addresses in the window (a spread-out attack). */
  perAccount: number;
  /** Failures from one address per minute, across accounts (password spraying). */
  perAddressPerMinute: number;
};

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  database: { kind: 'postgres'; url: string; ownerUrl: string; poolMax: number } | { kind: 'pglite'; dataDir: string };
  /** NODE_ENV=production: an unsafe database role refuses the start instead of a warning. */
  production: boolean;
  /** APP_ENV: told to the web app (GET /api/version); staging shows the token copy control. */
  appEnv: TAppEnv;
  integrations: IntegrationSettings;
  seed: 'demo' | 'none';
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  storage: 'local' | 's3';
  /** Set when storage is 's3'. */
  s3: S3Settings | undefined;
  jwtSecret: string | undefined;
  fileUrlSecret: string | undefined;
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  webDist: string;
  /** Fastify's `trustProxy`: false, a number of hops, or the proxies' addresses. */
  trustProxy: false | number | string[];
  loginLimits: LoginLimits;
};

function s3Settings(parsed: z.infer<typeof ZEnv>): S3Settings | undefined {
  if (parsed.STORAGE !== 's3') return undefined;
  if (!parsed.S3_BUCKET) throw new Error('STORAGE=s3 needs S3_BUCKET (and usually S3_ENDPOINT and the S3 keys)');
  const keyId = parsed.S3_ACCESS_KEY_ID;
  const secret = parsed.S3_SECRET_ACCESS_KEY;
  if (Boolean(keyId) !== Boolean(secret)) throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  return {
    bucket: parsed.S3_BUCKET,
    region: parsed.S3_REGION,
    endpoint: parsed.S3_ENDPOINT,
    forcePathStyle: parsed.S3_FORCE_PATH_STYLE ? parsed.S3_FORCE_PATH_STYLE === 'true' : Boolean(parsed.S3_ENDPOINT),
    credentials: keyId && secret ? { accessKeyId: keyId, secretAccessKey: secret } : undefined,
  };
}

/** A service with a URL runs live; its key, when the service wants one, travels as a bearer token. */
function integrationSettings(parsed: z.infer<typeof ZEnv>): IntegrationSettings {
  const live = (url: string | undefined, apiKey: string | undefined) =>
    url ? { url: url.replace(/\/$/, ''), apiKey, timeoutMs: parsed.INTEGRATION_TIMEOUT_MS } : undefined;
  return {
    licenceRegistry: live(parsed.LICENCE_REGISTRY_URL, parsed.LICENCE_REGISTRY_API_KEY),
    teleDentistry: live(parsed.TELE_DENTISTRY_URL, parsed.TELE_DENTISTRY_API_KEY),
    nhso: live(parsed.NHSO_URL, parsed.NHSO_API_KEY),
    ktbPaotang: live(parsed.KTB_PAOTANG_URL, parsed.KTB_PAOTANG_API_KEY),
    sms: live(parsed.SMS_URL, parsed.SMS_API_KEY),
    line: live(parsed.LINE_URL, parsed.LINE_API_KEY),
    ktbFastPay: live(parsed.KTB_FASTPAY_URL, parsed.KTB_FASTPAY_API_KEY),
    ktbFastPayCallbackSecret: parsed.KTB_FASTPAY_CALLBACK_SECRET,
    adsStore: live(parsed.ADS_STORE_URL, parsed.ADS_STORE_API_KEY),
    dentalAi: parsed.AI_SERVICE_URL
      ? { ...live(parsed.AI_SERVICE_URL, parsed.AI_SERVICE_API_KEY)!, timeoutMs: parsed.AI_SERVICE_TIMEOUT_MS }
      : undefined,
    edcTerminal: live(parsed.EDC_TERMINAL_URL, parsed.EDC_TERMINAL_API_KEY),
    sandbox: {
      delayScale: parsed.SANDBOX_DELAY_SCALE,
      teleConfirmSeconds: parsed.SANDBOX_TELE_CONFIRM_SECONDS,
      messageDeliverySeconds: parsed.SANDBOX_MESSAGE_DELIVERY_SECONDS,
      edcPendingSeconds: parsed.SANDBOX_EDC_PENDING_SECONDS,
    },
  };
}

/** `false`, a number of hops (`1`: one proxy of yours in front), or addresses and CIDR ranges. */
export function trustedProxies(setting: string): false | number | string[] {
  const value = setting.trim();
  if (value === '' || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * The demo clinic's passwords are published in the README: an install that others reach gets it
 * only when asked for by name (SEED=demo). A newcomer's `npm start` (localhost) still gets it.
 */
export function seedDefault(publicUrl: string): 'demo' | 'none' {
  const host = new URL(publicUrl).hostname;
  const isLoopback =
    host === 'localhost' || host.endsWith('.localhost') || /^127\.\d+\.\d+\.\d+$/.test(host) || host === '[::1]';
  return isLoopback ? 'demo' : 'none';
}

/** Reads the environment once at start; README lists every setting. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnv.parse(env);
  const dataDir = resolve(parsed.DATA_DIR);
  const publicUrl = (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, '');
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir,
    database: parsed.DATABASE_URL
      ? {
          kind: 'postgres',
          url: parsed.DATABASE_URL,
          ownerUrl: parsed.DATABASE_OWNER_URL ?? parsed.DATABASE_URL,
          poolMax: parsed.DATABASE_POOL_MAX,
        }
      : { kind: 'pglite', dataDir },
    production: parsed.NODE_ENV === 'production',
    appEnv: parsed.APP_ENV ?? (parsed.NODE_ENV === 'production' ? 'production' : 'development'),
    integrations: integrationSettings(parsed),
    seed: parsed.SEED ?? seedDefault(publicUrl),
    publicUrl,
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM,
    storage: parsed.STORAGE,
    s3: s3Settings(parsed),
    jwtSecret: parsed.JWT_SECRET,
    fileUrlSecret: parsed.FILE_URL_SECRET,
    logLevel: parsed.LOG_LEVEL,
    webDist: resolve(parsed.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    trustProxy: trustedProxies(parsed.TRUST_PROXY),
    loginLimits: {
      windowMinutes: parsed.LOGIN_WINDOW_MINUTES,
      freeFailures: parsed.LOGIN_FREE_FAILURES,
      perAccountAddress: parsed.LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS,
      perAccount: parsed.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      perAddressPerMinute: parsed.LOGIN_MAX_FAILURES_PER_IP,
    },
  };
}
