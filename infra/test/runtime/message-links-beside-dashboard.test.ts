import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { appWithOptions, type AppWithOptions } from './app-with-options.ts';

// A message's List-Unsubscribe URL is one address for two callers: the mail
// app's one-click POST (a command route) and a person's GET, which must get
// the dashboard's preferences page, like /rsvp/{token} does.
let built: AppWithOptions;
let dist: string;
const token = '0'.repeat(52);

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'usher-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Usher</title><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'route-patterns.json'), JSON.stringify(['/', '/rsvp/$token', '/m/$token/unsubscribe']));
  built = await appWithOptions(inject('pgAdminUrl'), { webDist: dist });
});
afterAll(async () => {
  await built.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe("a message's links beside the dashboard", () => {
  it('serves the dashboard for GET /m/{token}/unsubscribe, and the one-click route for POST', async () => {
    const page = await built.app.inject({ method: 'GET', url: `/m/${token}/unsubscribe` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<div id="root">');

    const oneClick = await built.app.inject({
      method: 'POST',
      url: `/m/${token}/unsubscribe`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(404);
    expect(oneClick.json().code).toBe('message_not_found');
  });

  it('keeps the tracking image and the click redirect as routes, not pages', async () => {
    const image = await built.app.inject({ method: 'GET', url: `/m/${token}/open.gif` });
    expect(image.headers['content-type']).toBe('image/gif');
    const click = await built.app.inject({ method: 'GET', url: `/m/${token}/click?u=https%3A%2F%2Fa.example%2F&s=${'0'.repeat(32)}` });
    expect(click.statusCode).toBe(404);
    expect(click.body).toContain('This link is not valid');
    expect(click.body).not.toContain('<div id="root">');
  });
});
