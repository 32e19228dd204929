import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { redactedUrl } from '../../src/runtime/request-log.ts';
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
    const secrets = ['P1passTOKENsecret0000000000000000000000000000', 'SECRETaccessTOKEN', 'alice.secret', 'RSVPsecretTOKEN', 'HOSTsecretTOKEN', 'SHAREsecretCODE', 'WHITELABELsecret', 'someone.invited'];
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

describe('redactedUrl', () => {
  it('keeps what says which route was asked and how it paged, and nothing else', () => {
    expect(redactedUrl('/api/v2/events/e1/attendees')).toBe('/api/v2/events/e1/attendees');
    expect(redactedUrl('/api/v2/events?page=1&per_page=20&status=active')).toBe('/api/v2/events?page=1&per_page=20&status=active');
    expect(redactedUrl('/api/v2/host-portal/me/groups')).toBe('/api/v2/host-portal/me/groups');
    expect(redactedUrl('/api/v2/host-portal/mexico/groups')).toBe('/api/v2/host-portal/[redacted]/groups');
    expect(redactedUrl('/api/v2/events/attendees/a1/pass/link')).toBe('/api/v2/events/attendees/a1/pass/link');
    expect(redactedUrl('/api/v2/stream?after=abc&limit=10&types=X&token=t')).toBe('/api/v2/stream?after=abc&limit=10&types=X&token=[redacted]');
    expect(redactedUrl('/media/m1?download=1&title=Invoice%20Alice')).toBe('/media/m1?download=1&title=[redacted]');
    expect(redactedUrl('/x?bareSecret&search%3D=%E0%A4')).toBe('/x?[redacted]&search%3D=[redacted]');
  });
});
