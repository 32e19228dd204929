import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, getJson, multipartFile, type Auth } from '@usher/infra/testing/api-helpers';

let t: TestApp;
let owner: Auth;
let ownerEmail: string;
let eventUuid: string;

type Headers = Auth | Record<string, never>;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers: Headers = owner) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
const base = () => `/api/v2/events/${eventUuid}/host-group`;

async function addGroup(body: object) {
  const response = await call('POST', `${base()}/add`, body);
  expect(response.statusCode, response.body).toBe(201);
  await t.settle();
  return response.json().data as { id: string; name: string; total_tickets: number; hosts: { attendee_id: string }[] } & Record<string, unknown>;
}

async function groupsList(query = '') {
  return (await getJson(t, owner, `${base()}${query}`)) as {
    groups: ({ id: string; name: string; tickets_status: Record<string, number>; hosts: { attendee_id: string; email: string | null }[] } & Record<
      string,
      unknown
    >)[];
    meta: { total: number };
  };
}

async function guestsOfGroup(groupId: string) {
  const list = await getJson(t, owner, `/api/v2/events/${eventUuid}/attendees?per_page=500`);
  return (
    list.data as {
      id: string;
      first_name: string;
      last_name: string;
      host_group_id: string | null;
      is_real_ticket: boolean;
      host_group_name: string | null;
      hosts: string;
    }[]
  ).filter((guest) => guest.host_group_id === groupId);
}

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  const signed = await t.signUp();
  owner = signed.auth;
  ownerEmail = signed.user.email;
  eventUuid = (await createEvent(t, owner, { is_seating_enabled: true })).uuid;
});
afterAll(async () => {
  await t.close();
});

describe('host groups', () => {
  it('creates a group with the event defaults, placeholder tickets and a new host', async () => {
    const group = await addGroup({
      name: 'Acme',
      total_tickets: 3,
      hosts: { created: [{ first_name: 'Hal', last_name: 'Host', email: 'hal@example.org', attending_with_group: false }] },
    });
    expect(group).toMatchObject({
      name: 'Acme',
      total_tickets: 3,
      experience_type: 'pro',
      is_view_floorplan_enabled: false,
      is_sending_tickets_enabled: true,
      is_active: true,
    });
    const guests = await guestsOfGroup(group.id);
    expect(guests).toHaveLength(3);
    expect(guests.every((guest) => guest.first_name === 'Guest Of' && guest.last_name === 'Acme' && !guest.is_real_ticket)).toBe(true);
    expect(guests[0]).toMatchObject({ host_group_name: 'Acme', hosts: 'Hal Host' });
    const { groups } = await groupsList();
    expect(groups[0]).toMatchObject({ name: 'Acme', is_shared: false, tickets_status: { total: 3, named: 0, placeholders: 3, rsvp_yes: 0 } });
    expect(groups[0]!.hosts).toEqual([
      {
        attendee_id: group.hosts[0]!.attendee_id,
        first_name: 'Hal',
        last_name: 'Host',
        email: 'hal@example.org',
        attending_with_group: false,
        is_attending: null,
      },
    ]);
  });

  it('refuses bad input with the shared messages (422) and writes nothing', async () => {
    const bad = await call('POST', `${base()}/add`, {
      name: '',
      total_tickets: 1.5,
      experience_type: 'gold',
      hosts: { created: [{ first_name: 'No', email: 'nope' }] },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      name: ['Name is required.'],
      total_tickets: ['Total tickets must be a whole number of 0 or more.'],
      experience_type: ['The selected experience type is invalid.'],
    });
    const tooMany = await call('POST', `${base()}/add`, { name: 'Big', total_tickets: 1001 });
    expect(tooMany.json().errors).toEqual({ total_tickets: ['Total tickets may not be greater than 1000.'] });
    const badHost = await call('POST', `${base()}/add`, { name: 'Hosts', hosts: { created: [{ first_name: 'No', email: 'nope' }] } });
    expect(badHost.json().errors).toEqual({ 'hosts.created.0.email': ['Email must be a valid email address.'] });
    expect((await groupsList()).meta.total).toBe(1);
  });

  it('names a placeholder through the guest edit, which makes it a real ticket', async () => {
    const [acme] = (await groupsList()).groups;
    const [placeholder] = await guestsOfGroup(acme!.id);
    const edit = await call('PUT', `/api/v2/events/attendees/${placeholder!.id}`, { first_name: 'Ana', last_name: 'Ruiz', email: 'ana@example.org' });
    expect(edit.statusCode, edit.body).toBe(200);
    await t.settle();
    const guests = await guestsOfGroup(acme!.id);
    expect(guests.find((guest) => guest.id === placeholder!.id)).toMatchObject({ first_name: 'Ana', is_real_ticket: true });
    expect((await groupsList()).groups[0]!.tickets_status).toMatchObject({ total: 3, named: 1, placeholders: 2, rsvp_pending: 1 });
  });

  it('renames placeholders with the group, raises and lowers tickets, and refuses to drop named ones', async () => {
    const [acme] = (await groupsList()).groups;
    const renamed = await call('PUT', `${base()}/update`, { id: acme!.id, name: 'Acme Inc', total_tickets: 5 });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await t.settle();
    let guests = await guestsOfGroup(acme!.id);
    expect(guests).toHaveLength(5);
    expect(guests.filter((guest) => !guest.is_real_ticket).every((guest) => guest.last_name === 'Acme Inc')).toBe(true);

    const lowered = await call('PUT', `${base()}/update`, { id: acme!.id, total_tickets: 1 });
    expect(lowered.statusCode, lowered.body).toBe(200);
    await t.settle();
    guests = await guestsOfGroup(acme!.id);
    expect(guests.map((guest) => guest.first_name)).toEqual(['Ana']);

    const refused = await call('PUT', `${base()}/update`, { id: acme!.id, total_tickets: 0 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ total_tickets: ['Total tickets may not be less than the 1 named tickets of the group.'] });
  });

  it("saves the form's guests: created take placeholders, updated and deleted apply, in one save", async () => {
    const group = await addGroup({ name: 'Beta', total_tickets: 2, experience_type: 'go', is_view_floorplan_enabled: true });
    expect(group).toMatchObject({ experience_type: 'go', is_view_floorplan_enabled: true });
    const saved = await call('PUT', `${base()}/update-attendees`, {
      id: group.id,
      created: [{ first_name: 'Cy', last_name: 'Guest', email: 'cy@example.org' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await t.settle();
    let guests = await guestsOfGroup(group.id);
    expect(guests).toHaveLength(2);
    const cy = guests.find((guest) => guest.first_name === 'Cy')!;
    const update = await call('PUT', `${base()}/update`, {
      id: group.id,
      experience_type: 'pro',
      guests: { updated: [{ id: cy.id, last_name: 'Changed' }], deleted: [guests.find((g) => !g.is_real_ticket)!.id] },
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(update.json().data).toMatchObject({ experience_type: 'pro', is_view_floorplan_enabled: false, total_tickets: 1 });
    await t.settle();
    guests = await guestsOfGroup(group.id);
    expect(guests.map((guest) => guest.last_name)).toEqual(['Changed']);
    expect((await call('PUT', `${base()}/update`, { id: group.id, guests: { deleted: ['00000000-0000-4000-8000-000000000000'] } })).statusCode).toBe(404);
  });

  it('moves a guest between groups with their ticket, and out of any group', async () => {
    const { groups } = await groupsList();
    const acme = groups.find((group) => group.name === 'Acme Inc')!;
    const beta = groups.find((group) => group.name === 'Beta')!;
    const [ana] = await guestsOfGroup(acme.id);
    const moved = await call('POST', `${base()}/attendee/${ana!.id}/move`, { host_group_id: beta.id });
    expect(moved.statusCode, moved.body).toBe(200);
    await t.settle();
    const after = await groupsList();
    expect(after.groups.find((group) => group.id === acme.id)).toMatchObject({ total_tickets: 0 });
    expect(after.groups.find((group) => group.id === beta.id)).toMatchObject({ total_tickets: 2 });
    expect((await call('POST', `${base()}/attendee/${ana!.id}/move`, { host_group_id: beta.id })).statusCode).toBe(409);
    expect((await call('POST', `${base()}/attendee/${ana!.id}/move`, { host_group_id: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    const out = await call('POST', `${base()}/attendee/${ana!.id}/move`, { host_group_id: null });
    expect(out.statusCode).toBe(200);
    await t.settle();
    expect((await groupsList()).groups.find((group) => group.id === beta.id)).toMatchObject({ total_tickets: 1 });
  });

  it('adds and deletes group tags, filters the table by tag, type and search', async () => {
    const tag = await call('POST', `/api/v2/events/${eventUuid}/host-group-tags/add`, { name: 'Sponsors' });
    expect(tag.statusCode, tag.body).toBe(201);
    const tagId = tag.json().data.id as string;
    expect((await call('POST', `/api/v2/events/${eventUuid}/host-group-tags/add`, { name: 'sponsors' })).json().errors).toEqual({
      name: ['The name has already been taken.'],
    });
    const gamma = await addGroup({ name: 'Gamma', host_group_tag_id: tagId, experience_type: 'go' });
    expect((await call('POST', `${base()}/add`, { name: 'Delta', host_group_tag_id: '00000000-0000-4000-8000-000000000000' })).json().errors).toEqual({
      host_group_tag_id: ['The selected group tag is invalid.'],
    });
    await t.settle();
    expect((await getJson(t, owner, `/api/v2/events/${eventUuid}/host-group-tags`)).host_group_tags).toMatchObject([{ id: tagId, name: 'Sponsors' }]);
    expect((await call('POST', `/api/v2/events/${eventUuid}/host-group-tags/list-by-ids`, { ids: [tagId, 'x'] })).json().host_group_tags).toHaveLength(1);
    expect((await groupsList(`?tags=${tagId}`)).groups.map((group) => group.name)).toEqual(['Gamma']);
    expect((await groupsList('?experience_type=go')).groups.map((group) => group.name)).toEqual(['Gamma']);
    expect((await groupsList('?experience_type=pro')).groups.map((group) => group.name)).toEqual(['Acme Inc', 'Beta']);
    expect((await groupsList('?search=hal')).groups.map((group) => group.name)).toEqual(['Acme Inc']);
    expect((await groupsList('?per_page=1&page=2')).groups.map((group) => group.name)).toEqual(['Beta']);
    expect((await groupsList()).groups.find((group) => group.id === gamma.id)).toMatchObject({ host_group_tag: { id: tagId, name: 'Sponsors' } });
    expect((await call('POST', `${base()}/list-by-ids`, { ids: [gamma.id] })).json().groups).toHaveLength(1);
    expect((await call('POST', `/api/v2/events/${eventUuid}/host-group-tags/${tagId}/delete`)).statusCode).toBe(200);
    await t.settle();
    expect((await groupsList()).groups.find((group) => group.id === gamma.id)).toMatchObject({ host_group_tag: null });
  });

  it('lists hosts with their groups, filters by account, and filters the guest list by attending hosts', async () => {
    const [guest] = await addGuests(t, owner, eventUuid, [{ first_name: 'Owner', last_name: 'Self', email: ownerEmail }]);
    const { groups } = await groupsList();
    const beta = groups.find((group) => group.name === 'Beta')!;
    const saved = await call('PUT', `${base()}/update`, { id: beta.id, hosts: { created: [{ attendee_id: guest!.id, attending_with_group: true }] } });
    expect(saved.statusCode, saved.body).toBe(200);
    await t.settle();
    const hosts = (await getJson(t, owner, `/api/v2/events/${eventUuid}/host-group-hosts`)).data as {
      first_name: string;
      host_group_names: string[];
      group_name: string | null;
      account_created_at: string | null;
    }[];
    expect(hosts.map((host) => [host.first_name, host.host_group_names, host.group_name])).toEqual([
      ['Hal', ['Acme Inc'], null],
      ['Owner', ['Beta'], 'Beta'],
    ]);
    const withAccount = (await getJson(t, owner, `/api/v2/events/${eventUuid}/host-group-hosts?has_account=true`)).data as { first_name: string }[];
    expect(withAccount.map((host) => host.first_name)).toEqual(['Owner']);
    const attending = await getJson(t, owner, `/api/v2/events/${eventUuid}/attendees?filter=attending_hosts`);
    expect(attending.data.map((row: { first_name: string }) => row.first_name)).toEqual(['Owner']);
    const notAttending = await getJson(t, owner, `/api/v2/events/${eventUuid}/attendees?filter=not_attending_hosts`);
    expect(notAttending.data.map((row: { first_name: string }) => row.first_name)).toEqual(['Hal']);
    // The signed-in user hosts Beta: the group's link leads to the host portal's page.
    const redirect = await call('GET', `/api/v2/events/host-group/${beta.id}/redirect`);
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe(`/events/host-group?group=${beta.id}`);
    const removed = await call('POST', `/api/v2/events/${eventUuid}/host-group-hosts/delete`, { group_id: beta.id, attendee_ids: [guest!.id] });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.hosts).toEqual([]);
  });

  it("applies the event's default settings to every group", async () => {
    const changed = await call('PUT', `/api/v2/events/${eventUuid}`, {
      group_settings: {
        host_access_till: null,
        experience_type: 'go',
        is_sending_tickets_enabled: false,
        is_email_required: true,
        is_seating_hidden: true,
        is_view_floorplan_enabled: true,
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const applied = await call('POST', `${base()}/apply-default-settings`, {});
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().data.groups).toBe(3);
    await t.settle();
    for (const group of (await groupsList()).groups) {
      expect(group).toMatchObject({
        experience_type: 'go',
        is_sending_tickets_enabled: false,
        is_email_required: true,
        is_seating_hidden: true,
        is_view_floorplan_enabled: true,
      });
    }
    // Turning the event's seating off turns floor-plan viewing off for every group.
    expect((await call('PUT', `/api/v2/events/${eventUuid}`, { is_seating_enabled: false })).statusCode).toBe(200);
    await t.settle();
    expect((await groupsList()).groups.map((group) => group.is_view_floorplan_enabled)).toEqual([false, false, false]);
    expect((await call('PUT', `/api/v2/events/${eventUuid}`, { is_seating_enabled: true })).statusCode).toBe(200);
  });

  it('shares a group with its hosts and sends tickets to its named guests, by email', async () => {
    const { groups } = await groupsList();
    const acme = groups.find((group) => group.name === 'Acme Inc')!;
    const shared = await call('PUT', `${base()}/share`, { id: acme.id });
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json().data.shared_with).toBe(1);
    const beta = groups.find((group) => group.name === 'Beta')!;
    const sent = await call('POST', `${base()}/send`, { id: beta.id });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.sent).toBe(1);
    const noHosts = await call('PUT', `${base()}/share`, { id: beta.id });
    expect(noHosts.statusCode).toBe(409);
    const all = await call('POST', `${base()}/share-all`);
    expect(all.json().data).toEqual({ shared: 1, skipped: 2 });
    await t.settle();
    expect((await groupsList()).groups.find((group) => group.id === acme.id)).toMatchObject({ is_shared: true });
    const deadline = Date.now() + 10_000;
    let kinds: string[] = [];
    while (Date.now() < deadline) {
      kinds = (
        await sql<{
          kind: string;
          recipient: string;
        }>`select kind, recipient from mail_deliveries where kind in ('host_access', 'group_ticket') order by kind, recipient`.execute(t.context.db)
      ).rows.map((row) => `${row.kind}:${row.recipient}`);
      if (kinds.length >= 3) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(kinds).toEqual(['group_ticket:cy@example.org', 'host_access:hal@example.org', 'host_access:hal@example.org']);
    const unseat = await call('POST', `${base()}/unseat`, { id: beta.id });
    expect(unseat.json()).toEqual({ data: { id: beta.id, unseated: 0 }, position: '0' });
  });

  it('uploads groups from a CSV file, refusing a file with a bad row', async () => {
    const upload = async (csv: string) => {
      const body = multipartFile('groups.csv', csv);
      return t.app.inject({ method: 'POST', url: `${base()}/upload`, headers: { ...owner, ...body.headers }, payload: body.payload });
    };
    const bad = await upload('Group Name,Total Tickets\nOk,2\n,3\n');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ 'rows.3.name': ['Name is required.'] });
    const good = await upload(
      'Group Name,Total Tickets,Group Tag,Experience Type,Host First Name,Host Email\nEpsilon,2,Press,GO Host,Ed,ed@example.org\nZeta,0,Press,PRO Host,,\n',
    );
    expect(good.statusCode, good.body).toBe(201);
    await t.settle();
    const { groups } = await groupsList('?search=eta');
    expect(groups.map((group) => [group.name, group.experience_type, (group.host_group_tag as { name: string } | null)?.name])).toEqual([
      ['Beta', 'go', undefined],
      ['Zeta', 'pro', 'Press'],
    ]);
    const epsilon = (await groupsList('?search=epsilon')).groups[0]!;
    expect(epsilon.tickets_status).toMatchObject({ placeholders: 2 });
    expect(epsilon.hosts.map((host) => host.email)).toEqual(['ed@example.org']);
  });

  it('deletes groups: placeholders go, named guests stay without a group', async () => {
    const { groups } = await groupsList();
    const beta = groups.find((group) => group.name === 'Beta')!;
    const named = (await guestsOfGroup(beta.id)).filter((guest) => guest.is_real_ticket);
    const deleted = await call('POST', `${base()}/delete`, { ids: [beta.id] });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await t.settle();
    expect((await groupsList()).groups.map((group) => group.name)).not.toContain('Beta');
    const list = await getJson(t, owner, `/api/v2/events/${eventUuid}/attendees?per_page=500`);
    for (const guest of named) expect(list.data.find((row: { id: string }) => row.id === guest.id)).toMatchObject({ host_group_id: null });
    expect((await call('POST', `${base()}/delete`, { ids: [beta.id] })).statusCode).toBe(404);
  });
});
