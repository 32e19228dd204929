import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, getJson, type Auth } from '@usher/infra/testing/api-helpers';
import { streamIds } from '@usher/events';
import { appendToOwnStream } from '../src/handling/append-to-own-stream.ts';
import { resumeDuplications, runDuplication } from '../src/events/duplication/duplication-runner.ts';
import { DUPLICATION_PARTS } from '../src/events/duplication/duplication-parts.ts';
import type { DuplicationPart } from '../src/events/duplication/duplication-part.ts';

let t: TestApp;
let owner: Auth;
let stranger: Auth;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  owner = (await t.signUp()).auth;
  stranger = (await t.signUp()).auth;
});
afterAll(async () => {
  await t.close();
});

const send = async (method: 'POST' | 'PUT', url: string, payload: object, headers: Auth = owner) => {
  const response = await t.app.inject({ method, url: `/api/v2${url}`, headers, payload });
  expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(300);
  return response.json();
};
const duplicate = (uuid: string, payload: object | undefined, headers: Auth = owner) =>
  t.app.inject({ method: 'POST', url: `/api/v2/events/${uuid}/duplicate`, headers, ...(payload ? { payload } : {}) });

/** Waits for the copy's background run (the same process's), then for the projections. */
async function settled(copyUuid: string) {
  await runDuplication(t.context, copyUuid);
  await t.settle();
}

/** An event with something of every part: pass design, a custom field on the pass, tags, a group tag, an active template, a floor plan, guests. */
async function richEvent() {
  const event = await createEvent(t, owner, { name: 'Gala' });
  const e = `/events/${event.uuid}`;
  await send('PUT', `${e}/pass-settings`, { access: { background_color: '#0B3D2E', text_color: '#F5E6C8' } });
  const field = (await send('POST', `${e}/custom-fields`, { label: 'Dietary needs', type: 'single_choice', options: ['Vegan', 'None'] })).data;
  await send('PUT', `${e}/event-data`, { fields_order_before_checkin: ['full_name', `custom_fields.${field.id}`] });
  const vip = (await send('POST', `${e}/attendee-tags/add`, { name: 'VIP', color: '#EF4444' })).data;
  await send('POST', `${e}/host-group-tags/add`, { name: 'Sponsors' });
  const template = (
    await send('POST', `${e}/templates`, {
      name: 'Our invitation',
      notification_type: 'invitation',
      subject: 'Come to {event.name}',
      body: '<p>Hello</p>',
      activate: true,
    })
  ).data;
  const section = (await send('POST', `${e}/seating/sections/add`, { name: 'Floor' })).data;
  const legend = (await send('POST', `${e}/seating/legends/add`, { name: 'Accessible', color: '#1E88E5' })).data;
  const table = (await send('POST', `${e}/seating/tables/add`, { name: '1', shape: 'round', diameter: 60, section_id: section.id })).data;
  const [ana, ben] = await addGuests(t, owner, event.uuid, [
    { first_name: 'Ana', last_name: 'Ruiz', email: `ana-${event.uuid}@guests.test`, custom_fields: { [field.id]: 'Vegan' } } as never,
    { first_name: 'Ben', last_name: 'Okafor' },
  ]);
  await addGuests(t, owner, event.uuid, [{ first_name: 'Plus', last_name: 'One', parent_attendee_id: ana!.id } as never]);
  await send('PUT', `${e}/attendees-bulk/add-tags`, { attendees: [ana!.id], tags: [vip.id] });
  await send('PUT', `/events/attendees/${ana!.id}/rsvp`, { rsvp: true });
  await send('POST', `/events/attendees/${ben!.id}/check-in`, {});
  return { event, field, vip, template, section, legend, table, ana: ana!, ben: ben! };
}

describe('POST /api/v2/events/{uuid}/duplicate', () => {
  it('answers 201 at once with the copy, and copies every part in the background, with new ids and references pointing at the copies', async () => {
    const source = await richEvent();
    const response = await duplicate(source.event.uuid, {});
    expect(response.statusCode, response.body).toBe(201);
    const copy = response.json().data;
    expect(copy).toMatchObject({ name: 'Gala (copy)' });
    await settled(copy.uuid);

    const timeline = (await getJson(t, owner, `/api/v2/events/${copy.uuid}/duplication-timeline`)).data;
    expect(timeline).toMatchObject({ status: 'completed', source_uuid: source.event.uuid, include_guests: false, failure: null });
    expect(timeline.steps.map((step: { key: string }) => step.key)).not.toContain('guests');
    expect(timeline.steps.every((step: { status: string; at: string | null }) => step.status === 'copied' && step.at !== null)).toBe(true);

    const event = (await getJson(t, owner, `/api/v2/events/${copy.uuid}`)).data;
    expect(event.pass_settings.access).toMatchObject({ background_color: '#0B3D2E', text_color: '#F5E6C8' });
    expect(event.custom_fields).toEqual([expect.objectContaining({ label: 'Dietary needs', type: 'single_choice', options: ['Vegan', 'None'] })]);
    const copiedField = event.custom_fields[0].id;
    expect(copiedField).not.toBe(source.field.id);
    expect(event.event_data.fields_order_before_checkin).toEqual(['full_name', `custom_fields.${copiedField}`]);

    const tags = (await getJson(t, owner, `/api/v2/events/${copy.uuid}/attendee-tags`)).attendee_tags;
    expect(tags).toEqual([expect.objectContaining({ name: 'VIP', color: '#EF4444' })]);
    expect(tags[0].id).not.toBe(source.vip.id);

    const templates = (await getJson(t, owner, `/api/v2/events/${copy.uuid}/templates`)).data;
    expect(templates).toEqual([expect.objectContaining({ name: 'Our invitation', notification_type: 'invitation', is_active: true })]);
    expect(templates[0].id).not.toBe(source.template.id);

    const tables = (await getJson(t, owner, `/api/v2/events/${copy.uuid}/seating/tables`)).tables;
    const sections = (await getJson(t, owner, `/api/v2/events/${copy.uuid}/seating/sections`)).sections;
    const seats = (await getJson(t, owner, `/api/v2/events/${copy.uuid}/seating/seats`)).seats;
    expect(sections).toEqual([expect.objectContaining({ name: 'Floor' })]);
    expect(tables).toEqual([expect.objectContaining({ name: '1', section_id: sections[0].id, seat_count: 10 })]);
    expect(tables[0].id).not.toBe(source.table.id);
    expect(seats).toHaveLength(10);
    expect(new Set(seats.map((seat: { table_id: string }) => seat.table_id))).toEqual(new Set([tables[0].id]));

    expect((await getJson(t, owner, `/api/v2/events/${copy.uuid}/attendees`)).meta.total).toBe(0);
    // The source is untouched.
    expect((await getJson(t, owner, `/api/v2/events/${source.event.uuid}/attendees`)).meta.total).toBe(3);
  });

  it('copies the guests when asked: contact, custom values, tags, plus-ones, without RSVP, check-in or invitation', async () => {
    const source = await richEvent();
    const response = await duplicate(source.event.uuid, { include_guests: true });
    expect(response.statusCode, response.body).toBe(201);
    const copy = response.json().data;
    await settled(copy.uuid);
    const timeline = (await getJson(t, owner, `/api/v2/events/${copy.uuid}/duplication-timeline`)).data;
    expect(timeline.status).toBe('completed');
    expect(timeline.steps.find((step: { key: string }) => step.key === 'guests')).toMatchObject({ status: 'copied', copied: 3 });

    const event = (await getJson(t, owner, `/api/v2/events/${copy.uuid}`)).data;
    const guests = (await getJson(t, owner, `/api/v2/events/${copy.uuid}/attendees?sort=created_at`)).data as Record<string, unknown>[];
    const byName = new Map(guests.map((guest) => [guest.first_name, guest]));
    expect([...byName.keys()].sort()).toEqual(['Ana', 'Ben', 'Plus']);
    const ana = byName.get('Ana')!;
    expect(ana.id).not.toBe(source.ana.id);
    expect(ana).toMatchObject({ last_name: 'Ruiz', is_attending: null, checked_in: false, is_invited: false, tags: ['VIP'] });
    expect(ana.custom_fields).toMatchObject({ [event.custom_fields[0].id]: 'Vegan' });
    expect(byName.get('Ben')).toMatchObject({ checked_in: false, checked_in_at: null });
    expect(byName.get('Plus')).toMatchObject({ parent_attendee_id: ana.id });
  });

  it("answers 401 without credentials and 404 for another organisation's event", async () => {
    const event = await createEvent(t, owner);
    expect((await duplicate(event.uuid, {}, {} as Auth)).statusCode).toBe(401);
    expect((await duplicate(event.uuid, {}, stranger)).statusCode).toBe(404);
    expect((await duplicate(event.uuid, { include_guests: 'yes' })).statusCode).toBe(422);
  });
});

describe('a duplication cut off by a restart', () => {
  it('resumes from the first part not copied, and a part run again copies nothing twice', async () => {
    const source = await richEvent();
    const copy = (await duplicate(source.event.uuid, { include_guests: true })).json().data;
    await settled(copy.uuid);
    // What a process that stopped inside the custom fields part would have left: its start and the parts before, no end.
    const cutOff = (await createEvent(t, owner, { name: 'Cut off' })).uuid;
    const history = await t.context.store.readStream(streamIds.event(copy.uuid));
    const started = history.find((event) => event.type === 'EventDuplicationStarted')!;
    const metadata = { ...started.metadata, event_uuid: cutOff };
    await appendToOwnStream(t.context, streamIds.event(cutOff), { type: 'EventDuplicationStarted', data: started.data as never, metadata });
    const job = { source_uuid: source.event.uuid, target_uuid: cutOff, user: { id: started.metadata.actor.id } as never, metadata, include_guests: true };
    const part = (key: string) => DUPLICATION_PARTS.find((candidate) => candidate.key === key)!;
    expect(await part('pass_settings').copy(t.context, job)).toEqual({ copied: 1 });
    await appendToOwnStream(t.context, streamIds.event(cutOff), {
      type: 'EventDuplicationPartCopied',
      data: { key: 'pass_settings', label: 'Pass design', copied: 1 },
      metadata,
    });
    // The interrupted part's work went in before the stop, its record did not.
    await part('custom_fields').copy(t.context, job);

    await resumeDuplications(t.context);
    await t.settle();
    const timeline = (await getJson(t, owner, `/api/v2/events/${cutOff}/duplication-timeline`)).data;
    expect(timeline.status).toBe('completed');
    // The pass design was recorded before the stop, so it was not copied again.
    expect(timeline.steps[0]).toMatchObject({ key: 'pass_settings', status: 'copied', copied: 1 });
    expect(timeline.steps.find((step: { key: string }) => step.key === 'custom_fields')).toMatchObject({ status: 'copied', copied: 0 });
    const event = (await getJson(t, owner, `/api/v2/events/${cutOff}`)).data;
    expect(event.custom_fields).toHaveLength(1);
    expect((await getJson(t, owner, `/api/v2/events/${cutOff}/attendees`)).meta.total).toBe(3);

    // Every part run once more finds its copies and appends nothing.
    const before = (await t.context.store.readStream(streamIds.event(cutOff))).length;
    for (const each of DUPLICATION_PARTS) {
      if (each.key === 'floor_plan') continue; // Reports what the copy holds, and appends nothing either.
      expect(await each.copy(t.context, job), each.key).toEqual({ copied: 0 });
    }
    expect((await t.context.store.readStream(streamIds.event(cutOff))).length).toBe(before);
    await t.settle();
    expect((await getJson(t, owner, `/api/v2/events/${cutOff}/attendees`)).meta.total).toBe(3);
  });

  it('records a part that cannot be copied, with a reason for people, and copies the parts after it all the same', async () => {
    const source = await createEvent(t, owner);
    const broken: DuplicationPart = {
      key: 'broken',
      label: 'Broken part',
      copy: async () => {
        throw new Error('disk on fire');
      },
    };
    const copy = (await duplicate(source.uuid, {})).json().data;
    await settled(copy.uuid);
    const cutOff = (await createEvent(t, owner, { name: 'Broken' })).uuid;
    const started = (await t.context.store.readStream(streamIds.event(copy.uuid))).find((event) => event.type === 'EventDuplicationStarted')!;
    await appendToOwnStream(t.context, streamIds.event(cutOff), {
      type: 'EventDuplicationStarted',
      data: {
        source_uuid: source.uuid,
        include_guests: false,
        parts: [
          { key: 'tags', label: 'Guest tags' },
          { key: 'broken', label: 'Broken part' },
          { key: 'floor_plan', label: 'Floor plan' },
        ],
      },
      metadata: { ...started.metadata, event_uuid: cutOff },
    });
    await runDuplication(t.context, cutOff, [...DUPLICATION_PARTS, broken]);
    // The timeline's access check reads the events list, which a busy machine may not have filled yet.
    await t.settle();
    const timeline = (await getJson(t, owner, `/api/v2/events/${cutOff}/duplication-timeline`)).data;
    const reason = 'Broken part could not be copied because of an unexpected error. The other parts were copied all the same.';
    expect(timeline).toMatchObject({ status: 'failed', failure: { key: 'broken', reason }, failures: [{ key: 'broken', reason }] });
    expect(timeline.finished_at).not.toBeNull();
    expect(timeline.steps.map((step: { status: string }) => step.status)).toEqual(['copied', 'failed', 'copied']);
  });
});

describe('GET /api/v2/events/{uuid}/template and duplication-timeline', () => {
  it('says what a duplicate would start from', async () => {
    const source = await richEvent();
    await t.settle();
    const template = (await getJson(t, owner, `/api/v2/events/${source.event.uuid}/template`)).data;
    expect(template).toMatchObject({
      name: 'Gala (copy)',
      custom_fields: [expect.objectContaining({ label: 'Dietary needs' })],
      tags: [expect.objectContaining({ name: 'VIP' })],
      group_tags: [expect.objectContaining({ name: 'Sponsors' })],
      templates: [expect.objectContaining({ name: 'Our invitation', is_active: true })],
      floor_plan: { sections: 1, tables: 1, seats: 10, seat_legends: 1, canvas_objects: 0 },
      guests: 3,
    });
    expect(template.pass_settings.access.background_color).toBe('#0B3D2E');
    expect(template.parts).toContainEqual({ key: 'guests', label: 'Guests', count: 3, only_when_asked: true });
  });

  it("answers 404 for another organisation's event, and status none for an event that is no copy", async () => {
    const event = await createEvent(t, owner);
    await t.settle();
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/events/${event.uuid}/template`, headers: stranger })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/events/${event.uuid}/duplication-timeline`, headers: stranger })).statusCode).toBe(404);
    expect((await getJson(t, owner, `/api/v2/events/${event.uuid}/duplication-timeline`)).data).toMatchObject({ status: 'none', steps: [] });
  });
});
