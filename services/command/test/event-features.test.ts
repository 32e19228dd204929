import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, getJson, type Auth } from '@usher/infra/testing/api-helpers';
import { passTokenFor } from '@usher/read-models/passes/guest-links';
import { featuresDuplicationPart } from '../src/features/features-duplication-part.ts';

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

const url = (e: string) => `/api/v2/events/${e}/features`;
const call = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', path: string, payload?: unknown, headers: Auth | Record<string, never> = owner) =>
  t.app.inject({ method, url: path, headers, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
const titles = async (e: string) => {
  await t.settle();
  return ((await getJson(t, owner, url(e))).data as { title: string }[]).map((feature) => feature.title);
};

const AGENDA = {
  kind: 'agenda',
  title: 'Agenda',
  items: [
    { title: 'Doors open', detail: '', time: '18:30' },
    { title: 'Dinner', detail: 'Three courses', time: '19:30' },
  ],
};

describe('event features', () => {
  it('adds, lists in order, changes, reorders and removes features; the pass shows the visible ones in that order', async () => {
    const event = await createEvent(t, owner);
    const agenda = await call('POST', url(event.uuid), AGENDA);
    expect(agenda.statusCode, agenda.body).toBe(201);
    expect(agenda.json().data).toMatchObject({ ...AGENDA, body: '', media_id: null, image_url: null, is_visible: true, position: 0 });
    const faq = (await call('POST', url(event.uuid), { kind: 'faq', title: 'Questions', items: [{ title: 'Parking?', detail: 'Behind the hall.' }] })).json()
      .data;
    const secret = (await call('POST', url(event.uuid), { kind: 'custom', title: 'Staff only', is_visible: false })).json().data;
    expect(await titles(event.uuid)).toEqual(['Agenda', 'Questions', 'Staff only']);

    const changed = await call('PUT', `${url(event.uuid)}/${agenda.json().data.id}`, { title: 'Programme', body: 'All times are local.' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ title: 'Programme', body: 'All times are local.', items: AGENDA.items });

    const reordered = await call('POST', `${url(event.uuid)}/reorder`, { feature_ids: [faq.id, secret.id, agenda.json().data.id] });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(await titles(event.uuid)).toEqual(['Questions', 'Staff only', 'Programme']);
    const one = await getJson(t, owner, `${url(event.uuid)}/${faq.id}`);
    expect(one.data).toMatchObject({ kind: 'faq', title: 'Questions', position: 0 });

    const [guest] = await addGuests(t, owner, event.uuid, [{ first_name: 'Ada', email: 'ada@guests.test' }]);
    await t.settle();
    const token = await passTokenFor(t.context.db, guest!.id);
    const onPass = await t.app.inject({ method: 'GET', url: `/api/v2/public/pass/${token}/features` });
    expect(onPass.statusCode, onPass.body).toBe(200);
    expect(onPass.json().data.map((feature: { title: string }) => feature.title)).toEqual(['Questions', 'Programme']);
    expect(onPass.json().data[0]).toEqual({
      id: faq.id,
      kind: 'faq',
      title: 'Questions',
      body: '',
      items: [{ title: 'Parking?', detail: 'Behind the hall.', time: null }],
      image_url: null,
    });

    expect((await call('DELETE', `${url(event.uuid)}/${secret.id}`)).statusCode).toBe(200);
    expect(await titles(event.uuid)).toEqual(['Questions', 'Programme']);
  });

  it('answers 422 with the spec-style messages by field', async () => {
    const event = await createEvent(t, owner);
    const untitled = await call('POST', url(event.uuid), { kind: 'agenda', title: '  ' });
    expect(untitled.statusCode).toBe(422);
    expect(untitled.json().errors).toEqual({ title: ['The title is required.'] });
    const badKind = await call('POST', url(event.uuid), { kind: 'party', title: 'x' });
    expect(badKind.json().errors).toEqual({ kind: ['The selected kind is invalid.'] });
    const badLine = await call('POST', url(event.uuid), { kind: 'menu', title: 'Menu', items: [{ title: '', detail: 'Soup' }] });
    expect(badLine.json().errors).toEqual({ 'items.0.title': ['The title is required.'] });
    const foreignImage = await call('POST', url(event.uuid), { kind: 'venue_map', title: 'Map', media_id: '99999999-9999-4999-8999-999999999999' });
    expect(foreignImage.statusCode).toBe(422);
    expect(foreignImage.json().errors).toEqual({ media_id: ['The selected image is invalid.'] });
    const badOrder = await call('POST', `${url(event.uuid)}/reorder`, { feature_ids: ['99999999-9999-4999-8999-999999999999'] });
    expect(badOrder.statusCode).toBe(422);
  });

  it("answers 401 without credentials and 404 for another organisation's event or feature", async () => {
    const event = await createEvent(t, owner);
    const feature = (await call('POST', url(event.uuid), AGENDA)).json().data;
    await t.settle();
    expect((await call('GET', url(event.uuid), undefined, {})).statusCode).toBe(401);
    expect((await call('GET', url(event.uuid), undefined, stranger)).statusCode).toBe(404);
    expect((await call('GET', `${url(event.uuid)}/${feature.id}`, undefined, stranger)).statusCode).toBe(404);
    expect((await call('PUT', `${url(event.uuid)}/${feature.id}`, { title: 'Mine' }, stranger)).statusCode).toBe(404);
    expect((await call('DELETE', `${url(event.uuid)}/${feature.id}`, undefined, stranger)).statusCode).toBe(404);
    expect((await call('GET', `${url(event.uuid)}/not-an-id`)).statusCode).toBe(404);
    const other = await createEvent(t, owner);
    expect((await call('GET', `${url(other.uuid)}/${feature.id}`)).statusCode).toBe(404);
    expect((await call('PUT', `${url(other.uuid)}/${feature.id}`, { title: 'Moved' })).statusCode).toBe(404);
  });

  it('copies the features to a duplicated event, in order, as new features', async () => {
    const source = await createEvent(t, owner);
    const target = await createEvent(t, owner, { name: 'Gala (copy)' });
    const first = (await call('POST', url(source.uuid), AGENDA)).json().data;
    const dressCode = (await call('POST', url(source.uuid), { kind: 'dress_code', title: 'Dress code', body: 'Black tie' })).json().data;
    expect((await call('POST', `${url(source.uuid)}/reorder`, { feature_ids: [dressCode.id, first.id] })).statusCode).toBe(200);
    const metadata = {
      actor: { type: 'system' as const, id: null, name: null },
      event_uuid: target.uuid,
      organisation_id: null,
      correlation_id: 'dup',
      causation_id: null,
      socket_id: null,
      occurred_at: new Date().toISOString(),
      source: 'test',
    };
    const result = await featuresDuplicationPart.copy(t.context, {
      source_uuid: source.uuid,
      target_uuid: target.uuid,
      user: null as never,
      metadata,
      include_guests: false,
    });
    expect(result).toEqual({ copied: 2 });
    expect(await titles(target.uuid)).toEqual(['Dress code', 'Agenda']);
    const copied = (await getJson(t, owner, url(target.uuid))).data as { id: string; body: string; items: unknown[] }[];
    expect(copied.map((feature) => feature.id)).not.toContain(first.id);
    expect(copied[0]!.body).toBe('Black tie');
    expect(copied[1]!.items).toEqual(AGENDA.items);
  });
});
