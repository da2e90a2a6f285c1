import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './web-app.ts';

// The built web app as the browser gets it (issue 11, a fast first page): the build's brotli and
// gzip copies sent as they are, hashed assets cached for a year, index.html and the service
// worker revalidated every time.
const ENTRY = `console.log(${JSON.stringify('ยิ้ม '.repeat(400))});`;
let dist: string;
let app: FastifyInstance;

function writeWithCopies(path: string, text: string) {
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(text));
  writeFileSync(`${path}.gz`, gzipSync(text));
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'yim-web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeWithCopies(join(dist, 'index.html'), `<!doctype html><html><body>${'<p>ยิ้ม</p>'.repeat(200)}</body></html>`);
  writeWithCopies(join(dist, 'assets', 'index-abc123.js'), ENTRY);
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("install", () => {});');
  app = Fastify();
  await registerWebApp(app, dist);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the web app', () => {
  it('sends the brotli copy of a hashed asset to a browser that takes it, cached for a year', async () => {
    const response = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(ENTRY);
  });

  it('sends gzip to a browser without brotli, and the file itself to one without either', async () => {
    const gzipped = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ENTRY);
  });

  it('revalidates index.html (also as the fallback of a client route) and the service worker', async () => {
    const index = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(index.headers['content-encoding']).toBe('br');
    const route = await app.inject({ url: '/yim-demo/siam/queuemanage', headers: { 'accept-encoding': 'br' } });
    expect(route.statusCode).toBe(200);
    expect(route.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(route.rawPayload).toString()).toContain('<!doctype html>');
    const worker = await app.inject({ url: '/sw.js', headers: { 'accept-encoding': 'br' } });
    expect(worker.headers['cache-control']).toBe('no-cache');
  });
});
