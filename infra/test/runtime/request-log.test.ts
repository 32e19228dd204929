import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { credential } from '@usher/domain/contract/request-params';
import { CredentialRoutes, redactedUrl } from '../../src/runtime/request-log.ts';
import { appWithOptions, type AppWithOptions } from './app-with-options.ts';

let t: AppWithOptions;
const lines: string[] = [];

beforeAll(async () => {
  t = await appWithOptions(inject('pgAdminUrl'), { logLevel: 'info', logDestination: { write: (line: string) => void lines.push(line) } });
});
afterAll(async () => {
  await t.close();
});

const logged = () => lines.map((line) => JSON.parse(line) as { msg: string; req?: { url: string; remoteAddress: string } });

describe('the request log', () => {
  it('holds no token, access token, search term or address that a real request carried', async () => {
    const event = randomUUID();
    const secrets = [
      'P1passTOKENsecret0000000000000000000000000000',
      'SECRETaccessTOKEN',
      'alice.secret',
      'RSVPsecretTOKEN',
      'HOSTsecretTOKEN',
      'SHAREsecretCODE',
      'WHITELABELsecret',
      'someone.invited',
    ];
    const urls = [
      `/api/v2/public/pass/${secrets[0]}`,
      `/api/v2/ws?access_token=${secrets[1]}`,
      `/api/v2/events/${event}/attendees?search=${secrets[2]}%40example.com&page=2&per_page=50`,
      `/api/v2/public/rsvp/${secrets[3]}`,
      `/rsvp/${secrets[3]}`,
      `/host/${secrets[4]}/sign-in`,
      `/api/v2/host-portal/${secrets[4]}/groups`,
      `/api/v2/events/share/accept/${secrets[5]}/${event}`,
      `/events/share?event=${event}&code=${secrets[5]}`,
      `/p/${secrets[6]}`,
      `/pass/${secrets[0]}`,
      `/account/signup?email=${secrets[7]}%40example.com`,
    ];
    for (const url of urls) await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${secrets[1]}` } });

    const requests = logged().filter((entry) => entry.msg === 'incoming request');
    expect(requests).toHaveLength(urls.length);
    const text = lines.join('');
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(requests.map((entry) => entry.req?.url)).toContain(`/api/v2/events/${event}/attendees?search=[redacted]&page=2&per_page=50`);
    expect(requests.map((entry) => entry.req?.url)).toContain(`/api/v2/events/share/accept/[redacted]/${event}`);
    expect(requests[0]?.req?.remoteAddress).toBe('127.0.0.1');
  });
});

// Names a route param would have if it carried a link's secret: such a param must be declared a
// credential with its route, so that the rule below covers it.
const SECRET_LOOKING_PARAM = /^(token|code|host|secret|key)$/i;

const paramsOf = (url: string) => [...url.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1]!);

describe('the request log, over every registered route', () => {
  it('declares every param that looks like a link secret a credential', () => {
    const undeclared = t.routes.flatMap((route) =>
      paramsOf(route.url)
        .filter((name) => SECRET_LOOKING_PARAM.test(name) && !route.credentialParams.includes(name))
        .map((name) => `${String(route.method)} ${route.url} :${name}`),
    );
    expect(undeclared).toEqual([]);
  });

  it("never holds the value of a route's credential param, whether the route answers that method or not", async () => {
    const credentialRoutes = t.routes.filter((route) => route.credentialParams.length > 0);
    // The examples are among them: the rule reaches them without naming them.
    const urls = credentialRoutes.map((route) => route.url);
    for (const url of [
      '/api/v2/public/journey/:token',
      '/api/v2/public/events/:e/table-owner/:token',
      '/m/:token/click',
      '/api/v2/public/messages/:token/preferences',
    ])
      expect(urls).toContain(url);
    lines.length = 0;
    const tokens: string[] = [];
    let sent = 0;
    for (const route of credentialRoutes) {
      const token = `CRED${randomUUID().replaceAll('-', '')}`;
      tokens.push(token);
      const url = route.url.replace(/:([A-Za-z_]+)/g, (_all, name: string) => (route.credentialParams.includes(name) ? token : randomUUID())).replace('*', 'x');
      const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((method) => method !== 'HEAD');
      // The route's own method, and one it does not answer (a 404 that no route's params describe).
      for (const method of [...methods, methods.includes('PATCH') ? 'PUT' : 'PATCH']) {
        await t.app.inject({ method: method as 'GET', url, ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }) });
        sent += 1;
      }
    }
    expect(logged().filter((entry) => entry.msg === 'incoming request').length).toBe(sent);
    const text = lines.join('');
    for (const token of tokens) expect(text).not.toContain(token);
  });
});

describe('redactedUrl', () => {
  it('keeps what says which route was asked and how it paged, and nothing else', () => {
    expect(redactedUrl('/api/v2/events/e1/attendees')).toBe('/api/v2/events/e1/attendees');
    expect(redactedUrl('/api/v2/events?page=1&per_page=20&status=active')).toBe('/api/v2/events?page=1&per_page=20&status=active');
    const routes = new CredentialRoutes();
    routes.register('/api/v2/host-portal/:host/groups', z.object({ host: credential(z.string(), { publicValues: ['me'] }) }));
    expect(redactedUrl('/api/v2/host-portal/me/groups', routes)).toBe('/api/v2/host-portal/me/groups');
    expect(redactedUrl('/api/v2/host-portal/mexico/groups', routes)).toBe('/api/v2/host-portal/[redacted]/groups');
    expect(redactedUrl('/api/v2/host-portal/mexico/groups', routes, '/api/v2/host-portal/:host/groups')).toBe('/api/v2/host-portal/[redacted]/groups');
    expect(redactedUrl('/api/v2/events/attendees/a1/pass/link')).toBe('/api/v2/events/attendees/a1/pass/link');
    expect(redactedUrl('/api/v2/stream?after=abc&limit=10&types=X&token=t')).toBe('/api/v2/stream?after=abc&limit=10&types=X&token=[redacted]');
    expect(redactedUrl('/media/m1?download=1&title=Invoice%20Alice')).toBe('/media/m1?download=1&title=[redacted]');
    expect(redactedUrl('/x?bareSecret&search%3D=%E0%A4')).toBe('/x?[redacted]&search%3D=[redacted]');
  });
});
