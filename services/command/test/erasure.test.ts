import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { startTestSmtpServer, type TestSmtpServer } from '@usher/infra/testing/test-smtp-server';
import { addGuests, createEvent, getJson, statsOf, type Auth, multipartFile } from '@usher/infra/testing/api-helpers';
import { rsvpTokenFor } from '@usher/read-models/passes/guest-links';
import { allProjections } from '@usher/projections/all-projections';
import { rebuildProjection } from '@usher/projections/rebuild';

let t: TestApp;
let smtp: TestSmtpServer;
let owner: Auth;
let ownerUser: { id: string; email: string };
let stranger: Auth;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  Object.assign(process.env, smtp.env, { APP_URL: 'http://usher.test' });
  t = await createTestApp(inject('pgAdminUrl'));
  const signedUp = await t.signUp({ first_name: 'Olga', last_name: 'Organiser' });
  owner = signedUp.auth;
  ownerUser = signedUp.user;
  stranger = (await t.signUp()).auth;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const forget = (id: string, headers: Auth | Record<string, never> = owner) =>
  t.app.inject({ method: 'POST', url: `/api/v2/events/attendees/${id}/forget`, headers });

/** Every row of every table of every schema, as text. */
async function dumpDatabase(): Promise<string> {
  const tables = await sql<{ table_schema: string; table_name: string }>`
    select table_schema, table_name from information_schema.tables
    where table_schema not in ('pg_catalog', 'information_schema') and table_type = 'BASE TABLE'`.execute(t.context.db);
  const parts: string[] = [];
  for (const { table_schema, table_name } of tables.rows) {
    const rows = await sql<{ row: string }>`select t::text as row from ${sql.id(table_schema, table_name)} t`.execute(t.context.db);
    parts.push(`-- ${table_schema}.${table_name}\n${rows.rows.map((r) => r.row).join('\n')}`);
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

describe('POST /api/v2/events/attendees/{id}/forget', () => {
  it('forgets a guest everywhere: no table holds their data in plain text, counts stay, and a rebuild agrees', async () => {
    const tag = randomUUID().slice(0, 8);
    // The forgotten guest's markers, and another guest's that must survive.
    const zed = {
      first: `zedfirst${tag}`,
      last: `zedlast${tag}`,
      renamed: `zedrenamed${tag}`,
      email: `zedmail${tag}@example.com`,
      phone: '2025550187',
      custom: `zedcustom${tag}`,
      message: `zedmessage${tag}`,
    };
    const ivy = { first: `ivyfirst${tag}`, email: `ivymail${tag}@example.com`, phone: '2025550143' };
    const uma = { first: `umafirst${tag}` };

    const event = await createEvent(t, owner, { name: 'Erasure Gala', is_rsvp: true });
    const field = await t.app.inject({
      method: 'POST',
      url: `/api/v2/events/${event.uuid}/custom-fields`,
      headers: owner,
      payload: { label: 'Notes', type: 'text' },
    });
    expect(field.statusCode, field.body).toBe(201);
    const fieldId = field.json().data.id as string;

    // Zed and Ivy arrive by upload (their raw rows wait in the uploads table), Uma by hand.
    const csv = [
      'First Name,Last Name,Email,Phone',
      `${zed.first},${zed.last},${zed.email},(202) 555-0187`,
      `${ivy.first},Ivy,${ivy.email},(202) 555-0143`,
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
      payload: { upload: { id: uploadId, mapping: ['first_name', 'last_name', 'email', 'phone_number'] } },
    });
    expect(started.statusCode, started.body).toBe(202);
    await until(async () => (await getJson(t, owner, `/api/v2/events/${event.uuid}/attendees/upload/${uploadId}`)).data.status === 'done', 'the import');
    await addGuests(t, owner, event.uuid, [{ first_name: uma.first }]);
    await t.settle();
    const listed = (await getJson(t, owner, `/api/v2/events/${event.uuid}/attendees?per_page=100`)).data as { id: string; first_name: string }[];
    const zedId = listed.find((g) => g.first_name === zed.first)!.id;
    const ivyId = listed.find((g) => g.first_name === ivy.first)!.id;

    // Edited with a custom field and a new last name (the old one stays in the history).
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/events/attendees/${zedId}`,
      headers: owner,
      payload: { last_name: zed.renamed, custom_fields: { [fieldId]: zed.custom } },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // Invited with a note (the mail receipt names the address), with a check-in alert.
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/v2/events/attendees/${zedId}/resend-invitation`,
          headers: owner,
          payload: { message: `Hello ${zed.message}` },
        })
      ).statusCode,
    ).toBe(200);
    await smtp.waitFor((m) => m.to.includes(zed.email));
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/v2/events/${event.uuid}/attendees/checkin-alert`,
          headers: owner,
          payload: { attendees: [zedId], users: [ownerUser.id] },
        })
      ).statusCode,
    ).toBe(200);
    // Checked in by a scanner that retries (the stored reply echoes the guest), which raises the alert.
    const checkIn = await t.app.inject({
      method: 'POST',
      url: `/api/v2/events/attendees/${zedId}/check-in`,
      headers: { ...owner, 'idempotency-key': `scan-${tag}` },
    });
    expect(checkIn.statusCode, checkIn.body).toBe(200);
    await smtp.waitFor((m) => m.to.includes(ownerUser.email) && (m.email.subject ?? '').includes(zed.first));
    // Answers through their own link, bringing a plus-one (who is someone else).
    const token = await rsvpTokenFor(t.context.db, zedId);
    const answered = await t.app.inject({
      method: 'POST',
      url: `/api/v2/public/rsvp/${token}`,
      payload: { is_attending: true, plus_ones: [{ first_name: `plusfirst${tag}`, last_name: 'Guest' }] },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    await t.settle();
    await until(
      async () => (await sql<{ n: number }>`select count(*)::int as n from mail_deliveries`.execute(t.context.db)).rows[0]!.n >= 2,
      'the mail receipts',
    );

    const markers = [zed.first, zed.last, zed.renamed, zed.email, zed.phone, zed.custom, zed.message];
    const before = await dumpDatabase();
    expect(markers.filter((marker) => before.includes(marker))).toEqual(markers);
    const statsBefore = await statsOf(t, owner, event.uuid);

    const response = await forget(zedId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      id: zedId,
      first_name: 'Forgotten',
      last_name: 'guest',
      full_name: 'Forgotten guest',
      email: null,
      phone_number: null,
      custom_fields: {},
      is_forgotten: true,
      checked_in: true,
      is_attending: true,
    });
    await t.settle();

    const after = await dumpDatabase();
    expect(markers.filter((marker) => after.includes(marker))).toEqual([]);
    // Everyone else is untouched.
    expect(after).toContain(ivy.first);
    expect(after).toContain(ivy.email);
    expect(after).toContain(uma.first);
    expect(after).toContain(`plusfirst${tag}`);

    const row = (await getJson(t, owner, `/api/v2/attendees/${zedId}`)).data;
    expect(row).toMatchObject({ full_name: 'Forgotten guest', email: null, phone_number: null, is_forgotten: true, checked_in: true, is_attending: true });
    expect(await statsOf(t, owner, event.uuid)).toEqual(statsBefore);
    const found = await getJson(t, owner, `/api/v2/events/${event.uuid}/attendees?search=${zed.first}`);
    expect(found.data).toEqual([]);
    // The scanner's retry answers the forgotten guest, not the old one.
    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/v2/events/attendees/${zedId}/check-in`,
      headers: { ...owner, 'idempotency-key': `scan-${tag}` },
    });
    expect(retried.json().data).toMatchObject({ full_name: 'Forgotten guest', email: null });
    // The feed still tells what happened, to a forgotten guest.
    const feed = (await getJson(t, owner, `/api/v2/activity-log?event_uuid=${event.uuid}&per_page=100`)) as Record<string, unknown>;
    expect(JSON.stringify(feed)).toContain('Forgotten guest');

    // The stream is whole and replayable: a rebuild from it shows the same.
    for (const projection of allProjections) await rebuildProjection(t.context.db, t.context.store, projection);
    expect((await getJson(t, owner, `/api/v2/attendees/${zedId}`)).data).toMatchObject({
      full_name: 'Forgotten guest',
      email: null,
      is_forgotten: true,
      checked_in: true,
    });
    expect((await getJson(t, owner, `/api/v2/attendees/${ivyId}`)).data).toMatchObject({ first_name: ivy.first, email: ivy.email });
    expect(await statsOf(t, owner, event.uuid)).toEqual(statsBefore);
    const rebuilt = await dumpDatabase();
    expect(markers.filter((marker) => rebuilt.includes(marker))).toEqual([]);
    expect(rebuilt).toContain(ivy.first);
  });

  it('answers 409 the second time, and refuses to write personal data back', async () => {
    const event = await createEvent(t, owner);
    const [guest] = await addGuests(t, owner, event.uuid, [{ first_name: 'Once', email: `once-${randomUUID()}@example.com` }]);
    expect((await forget(guest!.id)).statusCode).toBe(200);
    const again = await forget(guest!.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'attendee_forgotten' });
    const edit = await t.app.inject({ method: 'PUT', url: `/api/v2/events/attendees/${guest!.id}`, headers: owner, payload: { first_name: 'Back' } });
    expect(edit.statusCode).toBe(409);
    // Door staff can still check them in: their states live on.
    expect((await t.app.inject({ method: 'POST', url: `/api/v2/events/attendees/${guest!.id}/check-in`, headers: owner })).statusCode).toBe(200);
  });

  it("is for editors of the guest's own organisation: 401, 404 for strangers and unknown ids, 403 for viewers", async () => {
    const event = await createEvent(t, owner);
    const [guest] = await addGuests(t, owner, event.uuid, [{ first_name: 'Kept' }]);
    expect((await forget(guest!.id, {})).statusCode).toBe(401);
    expect((await forget(guest!.id, stranger)).statusCode).toBe(404);
    expect((await forget(randomUUID())).statusCode).toBe(404);
    expect((await forget('not-a-uuid')).statusCode).toBe(404);

    const viewerEmail = `viewer-${randomUUID()}@example.com`;
    const invited = await t.app.inject({
      method: 'POST',
      url: `/api/v2/events/${event.uuid}/administrators`,
      headers: owner,
      payload: { email: viewerEmail, role: 'viewer' },
    });
    expect(invited.statusCode, invited.body).toBeLessThan(300);
    // Signing up finds the invitation in the team's read model, so it must be there first.
    await t.settle();
    const viewer = await t.signUp({ email: viewerEmail }, { verifyEmail: true });
    expect((await forget(guest!.id, viewer.auth)).statusCode).toBe(403);
    expect((await getJson(t, owner, `/api/v2/attendees/${guest!.id}`)).data.first_name).toBe('Kept');
  });
});
