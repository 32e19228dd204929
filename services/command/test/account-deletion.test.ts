import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, type Auth } from '@usher/infra/testing/api-helpers';
import { PostgresEventStore } from '@usher/infra/eventstore/postgres-event-store';
import { passTokenFor } from '@usher/read-models/passes/guest-links';
import { readOutbox } from '@usher/infra/testing/mail-outbox';
import { readMailConfig } from '@usher/infra/mail/mail-config';
import { allProjections } from '@usher/projections/all-projections';
import { rebuildProjection } from '@usher/projections/rebuild';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
});
afterAll(async () => {
  await t.close();
});

const PASSWORD = 'correct horse battery';
const deleteAccount = (auth: Auth | Record<string, never>, payload?: object) =>
  t.app.inject({ method: 'DELETE', url: '/api/auth/account', headers: auth, ...(payload === undefined ? {} : { payload }) });
const eventCount = async () => Number((await sql<{ n: string }>`select count(*) as n from es_events`.execute(t.context.db)).rows[0]!.n);

/** Every text, jsonb and bytea value of every table, lower-cased; the log's sealed envelopes are ciphertext. */
async function databaseText(): Promise<string> {
  const columns = await sql<{ table_name: string; column_name: string; data_type: string }>`
    select c.table_name, c.column_name, c.data_type from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      and c.data_type in ('text', 'jsonb', 'json', 'bytea', 'character varying', 'ARRAY')`.execute(t.context.db);
  const parts: string[] = [];
  for (const { table_name, column_name, data_type } of columns.rows) {
    const value = data_type === 'bytea' ? sql`encode(${sql.ref(column_name)}, 'escape')` : sql`${sql.ref(column_name)}::text`;
    const rows = await sql<{ v: string | null }>`select ${value} as v from ${sql.table(table_name)}`.execute(t.context.db);
    parts.push(`-- ${table_name}.${column_name}\n${rows.rows.map((row) => row.v ?? '').join('\n')}`);
  }
  return parts.join('\n').toLowerCase();
}

describe('DELETE /api/auth/account', () => {
  it('asks for the password: 401 without a session, 422 without or with a wrong password, and nothing changes', async () => {
    const { auth } = await t.signUp();
    expect((await deleteAccount({}, { password: PASSWORD })).statusCode).toBe(401);
    const before = await eventCount();
    const missing = await deleteAccount(auth, {});
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['password']);
    const wrong = await deleteAccount(auth, { password: 'not my password' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ password: ['The password is incorrect.'] });
    const nul = await deleteAccount(auth, { password: 'pass\u0000word' });
    expect(nul.statusCode).toBe(422);
    expect(await eventCount()).toBe(before);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/business', headers: auth })).statusCode).toBe(200);
  });

  it('deletes the account: sessions and API tokens end, and the name and address read as a deleted user in the log, the read models and every table', async () => {
    const tag = randomUUID().slice(0, 8);
    const me = { first_name: `olgafirst${tag}`, last_name: `olgalast${tag}`, email: `olgamail${tag}@example.com` };
    const { auth, user } = await t.signUp({ ...me, password: PASSWORD });
    const token = await t.app.inject({ method: 'POST', url: '/api/v2/account/api-tokens', headers: auth, payload: { name: 'Sync', scopes: ['guests:read'] } });
    expect(token.statusCode, token.body).toBe(201);
    const apiToken = { authorization: `Bearer ${token.json().data.token}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/events', headers: apiToken })).statusCode).toBe(200);
    const event = await createEvent(t, auth, { name: 'Farewell Gala' });
    const [guest] = await addGuests(t, auth, event.uuid, [{ first_name: 'Gina', last_name: 'Guest' }]);
    // Checked in at the door by a scanner that retries: the stored reply names who checked them in.
    const scanned = await t.app.inject({
      method: 'POST',
      url: `/api/v2/events/${event.uuid}/scans`,
      headers: { ...auth, 'idempotency-key': `scan-${tag}` },
      payload: { token: await passTokenFor(t.context.db, guest!.id) },
    });
    expect(scanned.statusCode, scanned.body).toBe(200);
    expect(scanned.json().data.checked_in_by).toBe(`${me.first_name} ${me.last_name}`);
    await t.settle();
    const markers = [me.first_name, me.last_name, me.email];
    const before = await databaseText();
    expect(markers.filter((marker) => before.includes(marker))).toEqual(markers);

    const deleted = await deleteAccount(auth, { password: PASSWORD });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().data).toMatchObject({ id: user.id });
    await t.settle();

    expect((await t.app.inject({ method: 'GET', url: '/api/auth/business', headers: auth })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/events', headers: apiToken })).statusCode).toBe(401);

    // The log is whole: the account's events are there, reading as a deleted user.
    const stream = await t.context.store.readStream(`user-${user.id}`);
    expect(stream.map((e) => e.type)).toEqual(['UserRegistered', 'UserAccountDeleted']);
    expect(stream[0]!.data).toMatchObject({ user_id: user.id, first_name: 'Deleted', last_name: 'user', email: null });
    const created = (await t.context.store.readStream(`event-${event.uuid}`))[0]!;
    expect(created.metadata.actor).toMatchObject({ type: 'user', id: user.id, name: 'Deleted user' });

    // The live read models name a deleted user where they named them.
    const row = await t.context.db.selectFrom('rm_attendees').select(['checked_in', 'checked_in_by']).where('id', '=', guest!.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ checked_in: true, checked_in_by: 'Deleted user' });
    const feed = await t.context.db.selectFrom('rm_activity_logs').select(['actor_name', 'description']).where('event_uuid', '=', event.uuid).execute();
    expect(feed.length).toBeGreaterThan(0);
    for (const entry of feed) expect(entry.actor_name).toBe('Deleted user');
    expect(feed.map((entry) => entry.description)).toContain('Deleted user checked in Gina Guest');

    const after = await databaseText();
    expect(
      after
        .split('\n-- ')
        .filter((section) => markers.some((marker) => section.includes(marker)))
        .map((section) => section.split('\n')[0]),
    ).toEqual([]);
    // Read models rebuilt from the log alone agree.
    for (const projection of allProjections) await rebuildProjection(t.context.db, t.context.store, projection);
    const rebuilt = await databaseText();
    expect(markers.filter((marker) => rebuilt.includes(marker))).toEqual([]);
    expect(rebuilt).toContain('deleted user');
    // Signing in with the old address finds no account.
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: me.email, password: PASSWORD } });
    expect(login.statusCode).toBe(422);
  });

  it('erases what was recorded in plain before accounts were sealed: an old sign-in, and the name on old changes', async () => {
    const tag = randomUUID().slice(0, 8);
    const me = { first_name: `oldfirst${tag}`, last_name: `oldlast${tag}` };
    const { auth, user } = await t.signUp({ ...me, password: PASSWORD });
    // The store as it was before the vault sealed users: everything in plain JSON.
    const plainStore = new PostgresEventStore(t.context.db, t.context.listener);
    const version = await t.context.store.streamVersion(`user-${user.id}`);
    const metadata = {
      actor: { type: 'user' as const, id: user.id, name: `${me.first_name} ${me.last_name}` },
      event_uuid: null,
      organisation_id: null,
      correlation_id: randomUUID(),
      causation_id: null,
      socket_id: null,
      occurred_at: new Date().toISOString(),
      source: null,
    };
    await plainStore.append([
      {
        streamId: `user-${user.id}`,
        expectedVersion: version,
        events: [{ type: 'UserLoggedIn', schemaVersion: 1, data: { user_id: user.id, ip: `203.0.113.${tag.length}` }, metadata }],
      },
    ]);
    const plain = await sql<{ row: string }>`select e::text as row from es_events e where stream_id = ${`user-${user.id}`}`.execute(t.context.db);
    expect(plain.rows.map((r) => r.row).join('\n')).toContain(me.first_name);

    expect((await deleteAccount(auth, { password: PASSWORD })).statusCode).toBe(200);
    const after = await sql<{ row: string }>`select e::text as row from es_events e where stream_id = ${`user-${user.id}`}`.execute(t.context.db);
    const text = after.rows.map((r) => r.row).join('\n');
    expect([me.first_name, me.last_name, '203.0.113.'].filter((marker) => text.includes(marker))).toEqual([]);
    const stream = await t.context.store.readStream(`user-${user.id}`);
    const signIn = stream.find((e) => e.type === 'UserLoggedIn')!;
    expect(signIn.data).toMatchObject({ user_id: user.id, ip: null });
    expect(signIn.metadata.actor.name).toBe('Deleted user');
  });

  it('refuses a founder whose organisation has other members (409), lets the member go, then the founder', async () => {
    const founder = await t.signUp({ password: PASSWORD });
    const event = await createEvent(t, founder.auth);
    const memberEmail = `member-${randomUUID()}@example.com`;
    const invited = await t.app.inject({
      method: 'POST',
      url: `/api/v2/events/${event.uuid}/administrators`,
      headers: founder.auth,
      payload: { email: memberEmail, role: 'viewer' },
    });
    expect(invited.statusCode, invited.body).toBeLessThan(300);
    await t.settle();
    const member = await t.signUp({ email: memberEmail, password: PASSWORD });
    const before = await eventCount();
    const refused = await deleteAccount(founder.auth, { password: PASSWORD });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'organisation_has_members' });
    expect(refused.json().message).toMatch(/1 other person belongs to it/);
    expect(await eventCount()).toBe(before);
    expect((await deleteAccount(member.auth, { password: PASSWORD })).statusCode).toBe(200);
    expect((await deleteAccount(founder.auth, { password: PASSWORD })).statusCode).toBe(200);
  });

  it("leaves no mail to its addresses in the mail folder: the sign-up's verification, and the one for a new address waiting for proof", async () => {
    const tag = randomUUID().slice(0, 8);
    const email = `leaver${tag}@example.com`;
    const { auth } = await t.signUp({ email, password: PASSWORD });
    const changed = await t.app.inject({ method: 'POST', url: '/api/auth/change-email', headers: auth, payload: { email: `newleaver${tag}@example.com` } });
    expect(changed.statusCode, changed.body).toBeLessThan(300);
    const toThem = async () =>
      (await readOutbox(t.outboxDir)).filter((mail) => mail.to.some((to) => to.includes(`leaver${tag}`)) || mail.text.includes(`leaver${tag}`));
    expect((await toThem()).length).toBeGreaterThanOrEqual(2);
    expect((await deleteAccount(auth, { password: PASSWORD })).statusCode).toBe(200);
    expect(await toThem()).toEqual([]);
  });

  it("disables the webhooks the account made and tells the organisation's founder, who may enable it as theirs", async () => {
    const founder = await t.signUp({ password: PASSWORD });
    const event = await createEvent(t, founder.auth);
    const memberEmail = `hooker-${randomUUID()}@example.com`;
    const invited = await t.app.inject({
      method: 'POST',
      url: `/api/v2/events/${event.uuid}/administrators`,
      headers: founder.auth,
      payload: { email: memberEmail, role: 'editor' },
    });
    expect(invited.statusCode, invited.body).toBeLessThan(300);
    await t.settle();
    const member = await t.signUp({ email: memberEmail, password: PASSWORD }, { verifyEmail: true });
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/v2/events/${event.uuid}/webhooks`,
      headers: member.auth,
      payload: { url: 'https://hooks.example.com/member', description: 'Member CRM' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const endpointId = created.json().data.id as string;

    expect((await deleteAccount(member.auth, { password: PASSWORD })).statusCode).toBe(200);
    await t.settle();
    const stream = await t.context.store.readStream(`webhook-endpoint-${endpointId}`);
    expect(stream.at(-1)).toMatchObject({ type: 'WebhookEndpointDisabled', data: { reason: 'owner_deleted' } });
    const row = await t.context.db
      .selectFrom('rm_webhook_endpoints')
      .select(['enabled', 'disabled_reason'])
      .where('id', '=', endpointId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ enabled: false, disabled_reason: 'owner_deleted' });
    // The founder hears of it (the webhook dispatcher's notice, written where the dispatchers write), and may take it on.
    const noticeOf = async () =>
      (await readOutbox(readMailConfig().outboxDir)).find(
        (mail) => mail.to.includes(founder.user.email.toLowerCase()) && mail.subject === 'Webhook endpoint disabled: Member CRM',
      );
    for (let i = 0; i < 400 && !(await noticeOf()); i++) await new Promise((resolve) => setTimeout(resolve, 25));
    const notice = await noticeOf();
    expect(notice?.text).toContain('the account that set it up was deleted');
    expect((await t.app.inject({ method: 'POST', url: `/api/v2/webhooks/${endpointId}/enable`, headers: founder.auth })).statusCode).toBe(200);
  });

  it('is not for an API token: a person deletes their account from a session', async () => {
    const { auth } = await t.signUp({ password: PASSWORD });
    const token = await t.app.inject({ method: 'POST', url: '/api/v2/account/api-tokens', headers: auth, payload: { name: 'Sync', scopes: ['guests:write'] } });
    expect(token.statusCode, token.body).toBe(201);
    const apiToken = { authorization: `Bearer ${token.json().data.token}` };
    const refused = await deleteAccount(apiToken, { password: PASSWORD });
    expect(refused.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/business', headers: auth })).statusCode).toBe(200);
  });
});
