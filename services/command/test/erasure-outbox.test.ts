import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import PostalMime from 'postal-mime';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { createEvent, getJson, multipartFile, type Auth } from '@usher/infra/testing/api-helpers';

// Without SMTP_HOST the product writes each message as an .eml file to DATA_DIR/mail.
let t: TestApp;
let dataDir: string;
let owner: Auth;
let ownerUser: { id: string; email: string };
const saved = { DATA_DIR: process.env.DATA_DIR, SMTP_HOST: process.env.SMTP_HOST };

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'usher-erasure-'));
  process.env.DATA_DIR = dataDir;
  delete process.env.SMTP_HOST;
  t = await createTestApp(inject('pgAdminUrl'));
  const signedUp = await t.signUp({ first_name: 'Olga', last_name: 'Organiser' });
  owner = signedUp.auth;
  ownerUser = signedUp.user;
});
afterAll(async () => {
  await t.close();
  Object.assign(process.env, saved);
  if (saved.DATA_DIR === undefined) delete process.env.DATA_DIR;
  if (saved.SMTP_HOST === undefined) delete process.env.SMTP_HOST;
  await fs.rm(dataDir, { recursive: true, force: true });
});

const outbox = () => path.join(dataDir, 'mail');

/** Every message of the mail folder, as a mail client reads it (headers decoded, bodies decoded), lower-cased. */
async function outboxText(): Promise<string[]> {
  const names = (await fs.readdir(outbox()).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
  return Promise.all(
    names.map(async (name) => {
      const raw = await fs.readFile(path.join(outbox(), name));
      const email = await PostalMime.parse(raw);
      return [raw.toString('utf8'), email.subject, email.text, email.html, JSON.stringify(email.to), JSON.stringify(email.headers)].join('\n').toLowerCase();
    }),
  );
}

/**
 * Every text, jsonb and bytea value of every table, as text. The log's personal fields are
 * sealed envelopes (ciphertext), so the log is searched too: a plain copy there would be a bug.
 */
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

async function until(check: () => Promise<boolean>, what: string) {
  for (let i = 0; i < 400; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('forgetting a guest reaches outside the log', () => {
  it('leaves their name and address in no .eml of the mail folder and in no column of any table', async () => {
    const tag = randomUUID().slice(0, 8);
    const zed = { first: `zedfirst${tag}`, last: `zedlast${tag}`, email: `zedmail${tag}@example.com`, message: `zednote${tag}` };
    const ivy = { first: `ivyfirst${tag}`, last: `ivylast${tag}`, email: `ivymail${tag}@example.com` };
    const event = await createEvent(t, owner, { name: 'Outbox Gala', is_rsvp: true });

    // Both arrive in one uploaded file; a second row repeats Zed himself (name and address, with no order to tell
    // them apart) and fails, so the upload's row errors name him too.
    const csv = [
      'First Name,Last Name,Email',
      `${zed.first},${zed.last},${zed.email}`,
      `${ivy.first},${ivy.last},${ivy.email}`,
      `${zed.first},${zed.last},${zed.email}`,
    ].join('\r\n');
    const file = multipartFile('guests.csv', csv);
    const received = await t.app.inject({
      method: 'POST',
      url: `/api/v2/events/${event.uuid}/attendees/upload`,
      headers: { ...owner, ...file.headers },
      payload: file.payload,
    });
    expect(received.statusCode, received.body).toBe(201);
    const uploadId = received.json().data.id as string;
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/v2/events/${event.uuid}/attendees`,
      headers: owner,
      payload: { upload: { id: uploadId, mapping: ['first_name', 'last_name', 'email'] } },
    });
    expect(started.statusCode, started.body).toBe(202);
    await until(async () => (await getJson(t, owner, `/api/v2/events/${event.uuid}/attendees/upload/${uploadId}`)).data.status === 'done', 'the import');
    await t.settle();
    const listed = (await getJson(t, owner, `/api/v2/events/${event.uuid}/attendees?per_page=100`)).data as { id: string; first_name: string }[];
    const zedId = listed.find((guest) => guest.first_name === zed.first)!.id;
    const ivyId = listed.find((guest) => guest.first_name === ivy.first)!.id;

    // Both invited (an .eml each), Zed with a note; Zed's check-in alerts the organiser (an .eml naming Zed).
    for (const [id, message] of [
      [zedId, `Hello ${zed.message}`],
      [ivyId, 'Hello'],
    ] as const) {
      const invited = await t.app.inject({ method: 'PUT', url: `/api/v2/events/attendees/${id}/resend-invitation`, headers: owner, payload: { message } });
      expect(invited.statusCode, invited.body).toBe(200);
    }
    const alert = await t.app.inject({
      method: 'POST',
      url: `/api/v2/events/${event.uuid}/attendees/checkin-alert`,
      headers: owner,
      payload: { attendees: [zedId], users: [ownerUser.id] },
    });
    expect(alert.statusCode, alert.body).toBe(200);
    // A scanner that retries sends an Idempotency-Key: its stored reply echoes the guest.
    const checkIn = await t.app.inject({
      method: 'POST',
      url: `/api/v2/events/attendees/${zedId}/check-in`,
      headers: { ...owner, 'idempotency-key': `scan-${tag}` },
    });
    expect(checkIn.statusCode, checkIn.body).toBe(200);
    await t.settle();
    await until(async () => (await outboxText()).filter((text) => text.includes(zed.first)).length >= 2, 'the invitation and the alert in the mail folder');
    await until(async () => (await outboxText()).some((text) => text.includes(ivy.email)), "Ivy's invitation in the mail folder");

    const markers = [zed.first, zed.last, zed.email, zed.message];
    const mailBefore = (await outboxText()).join('\n');
    expect(markers.filter((marker) => mailBefore.includes(marker))).toEqual(markers);
    const databaseBefore = await databaseText();
    expect([zed.first, zed.last, zed.email].filter((marker) => databaseBefore.includes(marker))).toEqual([zed.first, zed.last, zed.email]);

    const forgotten = await t.app.inject({ method: 'POST', url: `/api/v2/events/attendees/${zedId}/forget`, headers: owner });
    expect(forgotten.statusCode, forgotten.body).toBe(200);
    await t.settle();

    const mailAfter = (await outboxText()).join('\n');
    expect(markers.filter((marker) => mailAfter.includes(marker))).toEqual([]);
    const databaseAfter = await databaseText();
    expect(markers.filter((marker) => databaseAfter.includes(marker))).toEqual([]);
    // Ivy's mail and data stay.
    expect(mailAfter).toContain(ivy.email);
    expect(databaseAfter).toContain(ivy.email);
    expect(databaseAfter).toContain(ivy.last);
  });
});
