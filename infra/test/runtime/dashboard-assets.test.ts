import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { appWithOptions, type AppWithOptions } from './app-with-options.ts';

// How the built dashboard's files are served (issue 31: first load). The build writes a brotli and a gzip
// copy beside each script (web/vite.config.ts); the server sends the one the browser accepts, and a hashed
// asset is cached for good. A change to serveDashboard (build-app.ts) that sent every script uncompressed,
// or with max-age=0, would still pass every other test: the pages would work, only slower.
let built: AppWithOptions;
let dist: string;
const script = `export const guests = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `guest ${i}`))};\n`;
const scriptPath = '/assets/guest-list-AbC123xy.js';

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'usher-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Usher</title><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'route-patterns.json'), JSON.stringify(['/', '/events/$uuid/guest-management']));
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const file = path.join(dist, scriptPath);
  fs.writeFileSync(file, script);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(script));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(script));
  built = await appWithOptions(inject('pgAdminUrl'), { webDist: dist });
});
afterAll(async () => {
  await built.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  built.app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe("the dashboard's built files", () => {
  it("sends a script's brotli copy to a browser that accepts it, cached for good", async () => {
    const reply = await get(scriptPath, 'gzip, deflate, br, zstd');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(reply.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(reply.rawPayload).toString('utf8')).toBe(script);
    expect(reply.rawPayload.length).toBeLessThan(Buffer.byteLength(script) / 2);
  });

  it('sends the gzip copy where only gzip is accepted, and the script itself where nothing is', async () => {
    const gzip = await get(scriptPath, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString('utf8')).toBe(script);

    const plain = await get(scriptPath, 'identity');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('has a file outside the hashed assets asked about each time', async () => {
    const icon = await get('/favicon.svg', 'br');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 for a script that is not there and for a compressed copy asked for by name, not the page', async () => {
    for (const url of ['/assets/guest-list-Missing1.js', `${scriptPath}.br`, `${scriptPath}.gz`]) {
      const reply = await get(url, 'br');
      expect(reply.statusCode, url).toBe(404);
      expect(reply.body, url).not.toContain('<div id="root">');
    }
  });

  it('answers a page path with the dashboard, never cached, and an unknown page with it and 404', async () => {
    const page = await get('/events/0b9c3c52-2d2d-4f1e-9d6e-0f3e7a1c2b4d/guest-management');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<div id="root">');
    const unknown = await get('/no-such-page');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<div id="root">');
  });
});
