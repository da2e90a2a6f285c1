import { describe, expect, it } from 'vitest';
import { loadConfig, seedDefault } from './config.ts';

describe('S3 settings', () => {
  it('are absent with local storage, the default', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: 'ignored-here' }).storage).toBe('local');
  });

  it('use path-style URLs with an endpoint, virtual hosts on AWS, unless told otherwise', () => {
    const minio = loadConfig({
      STORAGE: 's3',
      S3_BUCKET: 'yim-files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
    });
    expect(minio.s3).toEqual({
      bucket: 'yim-files',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'k', secretAccessKey: 's' },
    });
    const aws = loadConfig({ STORAGE: 's3', S3_BUCKET: 'yim-files', S3_REGION: 'ap-southeast-1' });
    expect(aws.s3).toMatchObject({ region: 'ap-southeast-1', forcePathStyle: false, credentials: undefined });
    expect(
      loadConfig({
        STORAGE: 's3',
        S3_BUCKET: 'yim-files',
        S3_ENDPOINT: 'https://r2.example.com',
        S3_FORCE_PATH_STYLE: 'false',
      }).s3?.forcePathStyle,
    ).toBe(false);
  });

  it('refuse to start without a bucket or with half a key pair', () => {
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'yim-files', S3_ACCESS_KEY_ID: 'k' })).toThrow(/go together/);
  });
});

describe('the demo seed', () => {
  it('is on by default only where no one else can reach the server', () => {
    expect(loadConfig({}).seed).toBe('demo');
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:3456' }).seed).toBe('demo');
    expect(loadConfig({ PUBLIC_URL: 'http://[::1]:3000' }).seed).toBe('demo');
    expect(loadConfig({ PUBLIC_URL: 'https://clinic.example.com' }).seed).toBe('none');
    expect(loadConfig({ PUBLIC_URL: 'http://192.168.1.20:3000' }).seed).toBe('none');
    expect(seedDefault('http://localhost.example.com')).toBe('none');
  });

  it('is seeded on a reachable install only when asked for by name', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://demo.example.com', SEED: 'demo' }).seed).toBe('demo');
    expect(loadConfig({ SEED: 'none' }).seed).toBe('none');
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no one by default, a number of hops, or the proxies named', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.1' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.1']);
  });

  it('refuses `true`, which would let a client write its own address', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/number of proxies or their addresses/);
  });
});

describe('APP_ENV and the outside services', () => {
  it('defaults to development, to production under NODE_ENV=production, and takes the three names only', () => {
    expect(loadConfig({}).appEnv).toBe('development');
    expect(loadConfig({ NODE_ENV: 'production' }).appEnv).toBe('production');
    expect(loadConfig({ NODE_ENV: 'production', APP_ENV: 'staging' }).appEnv).toBe('staging');
    expect(() => loadConfig({ APP_ENV: 'prod' })).toThrow();
  });

  it('runs every service in its sandbox unless its URL is set, with realistic delays by default', () => {
    const config = loadConfig({ TELE_DENTISTRY_URL: 'https://tele.example/api', TELE_DENTISTRY_API_KEY: 'k' });
    expect(config.integrations).toEqual({
      licenceRegistry: undefined,
      teleDentistry: { url: 'https://tele.example/api', apiKey: 'k', timeoutMs: 10_000 },
      nhso: undefined,
      ktbPaotang: undefined,
      sms: undefined,
      line: undefined,
      ktbFastPay: undefined,
      ktbFastPayCallbackSecret: undefined,
      adsStore: undefined,
      dentalAi: undefined,
      edcTerminal: undefined,
      sandbox: { delayScale: 1, teleConfirmSeconds: 20, messageDeliverySeconds: 5, edcPendingSeconds: 8 },
    });
    const messaging = loadConfig({ SMS_URL: 'https://sms.example/', LINE_URL: 'https://line.example/v2' });
    expect([messaging.integrations.sms?.url, messaging.integrations.line?.url]).toEqual([
      'https://sms.example',
      'https://line.example/v2',
    ]);
    expect(loadConfig({ NHSO_URL: 'https://nhso.example' }).integrations.nhso?.url).toBe('https://nhso.example');
    expect(loadConfig({ KTB_PAOTANG_URL: 'https://ktb.example' }).integrations.ktbPaotang?.url).toBe(
      'https://ktb.example',
    );
    expect(loadConfig({ SANDBOX_DELAY_SCALE: '0' }).integrations.sandbox.delayScale).toBe(0);
    expect(() => loadConfig({ LICENCE_REGISTRY_URL: 'not a url' })).toThrow();
  });
});
