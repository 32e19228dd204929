import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { eventCatalogue, streamIds } from '@usher/events';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, type Auth } from '@usher/infra/testing/api-helpers';
import { appendSentMessage, type SentMessage } from '@usher/infra/testing/sent-messages';
import { systemTestMetadata } from '@usher/infra/testing/test-metadata';
import { clickSignatureFor, suppressionAddressKey } from '@usher/infra/mail/message-tokens';

// Issue 20: opens, clicks and unsubscribes come back through a sent
// message's own links, public and signed.
let t: TestApp;
let owner: Auth;
let eventUuid: string;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  owner = (await t.signUp()).auth;
  eventUuid = (await createEvent(t, owner, { name: 'Spring Gala' })).uuid;
});
afterAll(async () => {
  await t.close();
});

async function sentMessage(email = `guest-${randomUUID().slice(0, 8)}@guests.example`, event = eventUuid): Promise<SentMessage & { email: string }> {
  const [guest] = await addGuests(t, owner, event, [{ first_name: 'Ula', last_name: 'Guest', email }]);
  return { ...(await appendSentMessage(t, { eventUuid: event, attendeeId: guest!.id, email })), email };
}
const changesOf = async (message: SentMessage) =>
  (await t.context.store.readStream(streamIds.outboundMessage(message.messageId)))
    .filter((event) => event.type === 'OutboundMessageStatusChanged')
    .map((event) => event.data as { status: string; url: string | null; detail: string | null });
const suppressionOf = async (email: string) => {
  await t.settle();
  return t.context.db.selectFrom('rm_suppressions').select('reason').where('email_lower', '=', email.toLowerCase()).executeTakeFirst();
};
async function setTracking(event: string, changes: { is_open_tracking_enabled?: boolean; is_click_tracking_enabled?: boolean }) {
  await t.context.store.append([
    {
      streamId: streamIds.event(event),
      expectedVersion: await t.context.store.streamVersion(streamIds.event(event)),
      events: [
        {
          type: 'EventCommunicationSettingsChanged',
          schemaVersion: eventCatalogue.EventCommunicationSettingsChanged.version,
          data: { changes },
          metadata: systemTestMetadata(event),
        },
      ],
    },
  ]);
  await t.settle();
}
const open = (token: string) => t.app.inject({ method: 'GET', url: `/m/${token}/open.gif` });
const click = (token: string, link: string, signature: string) =>
  t.app.inject({ method: 'GET', url: `/m/${token}/click?u=${encodeURIComponent(link)}&s=${signature}` });

describe('the tracking image', () => {
  it('is always a 1×1 GIF, not cached, and records one open', async () => {
    const message = await sentMessage();
    for (let load = 0; load < 2; load++) {
      const response = await open(message.token);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/gif');
      expect(response.headers['cache-control']).toContain('no-store');
      expect(response.rawPayload.subarray(0, 6).toString()).toBe('GIF89a');
    }
    expect((await changesOf(message)).filter((change) => change.status === 'opened')).toHaveLength(1);
    await t.settle();
    expect(
      await t.context.db.selectFrom('rm_outbound_messages').select(['status', 'opened_at']).where('id', '=', message.messageId).executeTakeFirstOrThrow(),
    ).toMatchObject({ status: 'opened', opened_at: expect.any(Date) });
  });

  it('answers the GIF to a bad or malformed token, recording nothing', async () => {
    const logSize = async () => Number((await sql<{ count: string }>`select count(*) as count from es_events`.execute(t.context.db)).rows[0]!.count);
    const before = await logSize();
    // (A path segment over the router's 100 characters is the router's 414, before any route.)
    for (const token of ['0'.repeat(52), 'x'.repeat(100), '%00%01', '%C3%A9%E2%80%8F', 'not-a-token']) {
      const response = await open(token);
      expect(response.statusCode, token).toBe(200);
      expect(response.headers['content-type']).toBe('image/gif');
    }
    expect(await logSize()).toBe(before);
  });

  it('records nothing for an event that turned open tracking off', async () => {
    const event = (await createEvent(t, owner, { name: 'Private dinner' })).uuid;
    await setTracking(event, { is_open_tracking_enabled: false });
    const message = await sentMessage(undefined, event);
    expect((await open(message.token)).statusCode).toBe(200);
    expect((await changesOf(message)).map((change) => change.status)).toEqual(['sending', 'sent']);
  });
});

describe('a tracked link', () => {
  it('redirects to the link the message holds and records the click once per link', async () => {
    const message = await sentMessage();
    const link = 'https://gala.example/programme?day=1&lang=en';
    const signature = await clickSignatureFor(t.context.db, message.messageId, link);
    for (let follow = 0; follow < 2; follow++) {
      const response = await click(message.token, link, signature);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(link);
    }
    const other = 'https://gala.example/map';
    expect((await click(message.token, other, await clickSignatureFor(t.context.db, message.messageId, other))).headers.location).toBe(other);
    expect((await changesOf(message)).filter((change) => change.status === 'clicked').map((change) => change.url)).toEqual([link, other]);
  });

  it("never redirects on a forged signature, another link under a good one, another message's signature, or a link that is not the web", async () => {
    const message = await sentMessage();
    const link = 'https://gala.example/';
    const signature = await clickSignatureFor(t.context.db, message.messageId, link);
    const other = await sentMessage();
    const script = 'javascript:alert(1)';
    const refusals = [
      await click(message.token, link, `${signature.slice(0, -4)}0000`),
      // The open redirect: a good signature, somebody else's destination.
      await click(message.token, 'https://evil.example/', signature),
      await click(other.token, link, signature),
      await click(message.token, script, await clickSignatureFor(t.context.db, message.messageId, script)),
      await t.app.inject({ method: 'GET', url: `/m/${message.token}/click` }),
      await t.app.inject({ method: 'GET', url: `/m/${message.token}/click?u=${'x'.repeat(5000)}&s=${signature}` }),
    ];
    for (const response of refusals) {
      expect(response.statusCode).toBe(404);
      expect(response.headers.location).toBeUndefined();
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('This link is not valid');
    }
    // A program that asks for JSON gets the usual error body instead of the page.
    const asJson = await t.app.inject({
      method: 'GET',
      url: `/m/${message.token}/click?u=${encodeURIComponent(link)}&s=${'0'.repeat(32)}`,
      headers: { accept: 'application/json' },
    });
    expect(asJson.statusCode).toBe(404);
    expect(asJson.json()).toEqual({ message: 'This link is not valid', code: 'message_not_found' });
    expect((await changesOf(message)).map((change) => change.status)).toEqual(['sending', 'sent']);
  });

  it('still redirects, recording nothing, when the event turned click tracking off', async () => {
    const event = (await createEvent(t, owner, { name: 'Quiet lunch' })).uuid;
    await setTracking(event, { is_click_tracking_enabled: false });
    const message = await sentMessage(undefined, event);
    const link = 'https://lunch.example/';
    expect((await click(message.token, link, await clickSignatureFor(t.context.db, message.messageId, link))).headers.location).toBe(link);
    expect((await changesOf(message)).map((change) => change.status)).toEqual(['sending', 'sent']);
  });
});

describe('one-click unsubscribe (RFC 8058) and the preferences page', () => {
  const multipart = (field: string, value: string) => {
    const boundary = '----usher-test-boundary';
    return {
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${value}\r\n--${boundary}--\r\n`,
    };
  };
  const unsubscribe = (token: string, form: { headers: Record<string, string>; payload: string }) =>
    t.app.inject({ method: 'POST', url: `/m/${token}/unsubscribe`, ...form });

  it('unsubscribes from the mail app, once, and suppresses the address', async () => {
    const message = await sentMessage();
    const first = await unsubscribe(message.token, multipart('List-Unsubscribe', 'One-Click'));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ data: { subscribed: false } });
    const again = await unsubscribe(message.token, { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(again.statusCode).toBe(200);
    expect((await changesOf(message)).filter((change) => change.status === 'unsubscribed')).toHaveLength(1);
    expect(await suppressionOf(message.email)).toEqual({ reason: 'unsubscribed' });
  });

  it('refuses what is not a one-click unsubscribe, changing nothing', async () => {
    const message = await sentMessage();
    const refusals = [
      await unsubscribe(message.token, { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=Maybe' }),
      await unsubscribe(message.token, multipart('Something', 'One-Click')),
      await unsubscribe(message.token, { headers: { 'content-type': 'multipart/form-data' }, payload: 'no boundary at all' }),
      await unsubscribe(message.token, { headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x\r\nbroken' }),
    ];
    expect(refusals.map((response) => response.statusCode)).toEqual([422, 422, 422, 422]);
    expect((await unsubscribe('0'.repeat(52), multipart('List-Unsubscribe', 'One-Click'))).statusCode).toBe(404);
    expect((await changesOf(message)).map((change) => change.status)).toEqual(['sending', 'sent']);
  });

  it('shows the guest where they stand, and takes them back when they subscribe again', async () => {
    const message = await sentMessage('Ula.Pref@guests.example');
    const url = `/api/v2/public/messages/${message.token}/preferences`;
    const shown = await t.app.inject({ method: 'GET', url });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(shown.json().data).toEqual({
      organisation_name: expect.any(String),
      event_name: 'Spring Gala',
      email_hint: 'U•••@guests.example',
      subscribed: true,
      // The page's language (issue 32 §5): the guest has none, nor the event, nor the request's browser.
      language: 'en',
    });
    const german = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect(german.json().data.language).toBe('de');

    expect((await unsubscribe(message.token, multipart('List-Unsubscribe', 'One-Click'))).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url })).json().data.subscribed).toBe(false);

    const back = await t.app.inject({ method: 'PUT', url, payload: { subscribed: true } });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ data: { subscribed: true }, position: expect.any(String) });
    expect(await suppressionOf(message.email)).toBeUndefined();
    const { organisation_id } = await t.context.db.selectFrom('rm_events').select('organisation_id').where('uuid', '=', eventUuid).executeTakeFirstOrThrow();
    const suppressionStream = await t.context.store.readStream(streamIds.suppression(organisation_id, suppressionAddressKey(message.email)));
    expect(suppressionStream.map((event) => [event.type, event.data.reason])).toEqual([
      ['AddressSuppressed', 'unsubscribed'],
      ['AddressUnsuppressed', 'resubscribed'],
    ]);

    // Unsubscribing on the page suppresses the address again; the message's status was recorded once already.
    const off = await t.app.inject({ method: 'PUT', url, payload: { subscribed: false } });
    expect(off.json().data.subscribed).toBe(false);
    expect(await suppressionOf(message.email)).toEqual({ reason: 'unsubscribed' });
    expect((await changesOf(message)).filter((change) => change.status === 'unsubscribed')).toHaveLength(1);
  });

  it('does not let the guest overrule an organiser who stopped their messages', async () => {
    const message = await sentMessage();
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/v2/events/${eventUuid}/suppressions`,
      headers: owner,
      payload: { email: message.email.toUpperCase() },
    });
    expect(added.json().data).toEqual({ email: message.email, suppressed: true, reason: 'added_by_organiser' });
    const refused = await t.app.inject({ method: 'PUT', url: `/api/v2/public/messages/${message.token}/preferences`, payload: { subscribed: true } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('suppressed_by_organiser');
  });

  it('answers a bad token 404, and 429 to whoever keeps guessing', async () => {
    const responses = [];
    for (let guess = 0; guess < 22; guess++) {
      responses.push(
        await t.app.inject({ method: 'GET', url: `/api/v2/public/messages/${guess.toString().padStart(52, '0')}/preferences`, remoteAddress: '203.0.113.9' }),
      );
    }
    expect(responses[0]!.statusCode).toBe(404);
    expect(responses.at(-1)!.statusCode).toBe(429);
    // A good link from the same address is never refused.
    const message = await sentMessage();
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/public/messages/${message.token}/preferences`, remoteAddress: '203.0.113.9' })).statusCode).toBe(
      200,
    );
    const page = await t.app.inject({
      method: 'GET',
      url: `/m/${'1'.repeat(52)}/click?u=https%3A%2F%2Fa.example%2F&s=${'0'.repeat(32)}`,
      remoteAddress: '203.0.113.9',
    });
    expect(page.statusCode).toBe(429);
    expect(page.headers['content-type']).toContain('text/html');
  });
});
