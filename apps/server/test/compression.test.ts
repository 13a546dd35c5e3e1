import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { TokenService } from '../src/auth/tokens';
import { factories } from './support/factories';
import { TEST_SECRET, testConfig, useTestApp } from './support/testApp';

const t = useTestApp();
const made = factories(t);

describe('API answers', () => {
  it('are compressed for a browser that accepts it, and plain for one that does not', async () => {
    const { token } = await made.signedInUser();
    const ask = (encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/states',
        headers: {
          authorization: `Bearer ${token}`,
          ...(encoding ? { 'accept-encoding': encoding } : {}),
        },
      });
    const plain = await ask();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const states = JSON.parse(plain.body);
    expect(states[0]).toBe(1);

    const gzipped = await ask('gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(states);
    const brotli = await ask('br, gzip');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(states);
  });
});

describe('the web app’s files', () => {
  const script = `console.log(${JSON.stringify('Quaybook '.repeat(400))});\n`;
  let webDir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    webDir = await mkdtemp(path.join(tmpdir(), 'quaybook-web-'));
    await mkdir(path.join(webDir, 'assets'));
    await writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>Quaybook</title>');
    const asset = path.join(webDir, 'assets', 'index-Ab3_x9Zq.js');
    await writeFile(asset, script);
    await writeFile(`${asset}.br`, brotliCompressSync(script));
    await writeFile(`${asset}.gz`, gzipSync(script));
    app = await buildApp(
      { db: t.db, tokens: new TokenService(TEST_SECRET, 3600), config: testConfig },
      { logger: false, webDir },
    );
  });
  afterAll(async () => {
    await app?.close();
    await rm(webDir, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) =>
    app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('send a hashed asset pre-compressed, as the browser prefers, kept for a year', async () => {
    const brotli = await get('/assets/index-Ab3_x9Zq.js', 'gzip, deflate, br');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);

    const gzipped = await get('/assets/index-Ab3_x9Zq.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/index-Ab3_x9Zq.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('send the page, at its own address or a screen’s, to be checked again every time', async () => {
    for (const url of ['/', '/index.html', '/shippingbilllist']) {
      const page = await get(url, 'br, gzip');
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
  });
});
