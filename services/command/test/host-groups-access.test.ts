import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { createEvent, multipartFile, type Auth } from '@usher/infra/testing/api-helpers';

let t: TestApp;
let owner: Auth;
let stranger: Auth;
let colleague: Auth;
let colleagueAdministratorId: string;
let eventUuid: string;
let groupId: string;
let guestId: string;
let tagId: string;

type Headers = Auth | Record<string, never>;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  owner = (await t.signUp()).auth;
  stranger = (await t.signUp()).auth;
  eventUuid = (await createEvent(t, owner)).uuid;
  const group = await call('POST', `/api/v2/events/${eventUuid}/host-group/add`, owner, {
    name: 'Acme',
    total_tickets: 1,
    hosts: { created: [{ first_name: 'Hal', email: 'hal@example.org' }] },
  });
  expect(group.statusCode, group.body).toBe(201);
  groupId = group.json().data.id;
  guestId = group.json().data.hosts[0].attendee_id;
  tagId = (await call('POST', `/api/v2/events/${eventUuid}/host-group-tags/add`, owner, { name: 'Press' })).json().data.id;
  const invited = await call('POST', `/api/v2/events/${eventUuid}/administrators`, owner, { email: 'colleague@example.org', role: 'viewer' });
  colleagueAdministratorId = invited.json().data.id;
  await t.settle();
  colleague = (await t.signUp({ email: 'colleague@example.org' }, { verifyEmail: true })).auth;
  await t.settle();
});
afterAll(async () => {
  await t.close();
});

/** Every host-group route, as status codes for one caller. */
async function statuses(headers: Headers) {
  const e = `/api/v2/events/${eventUuid}`;
  const upload = multipartFile('groups.csv', 'Group Name\nNew\n');
  return {
    list: (await call('GET', `${e}/host-group`, headers)).statusCode,
    listByIds: (await call('POST', `${e}/host-group/list-by-ids`, headers, { ids: [groupId] })).statusCode,
    hosts: (await call('GET', `${e}/host-group-hosts`, headers)).statusCode,
    tags: (await call('GET', `${e}/host-group-tags`, headers)).statusCode,
    tagsByIds: (await call('POST', `${e}/host-group-tags/list-by-ids`, headers, { ids: [tagId] })).statusCode,
    redirect: (await call('GET', `/api/v2/events/host-group/${groupId}/redirect`, headers)).statusCode,
    add: (await call('POST', `${e}/host-group/add`, headers, { name: 'B' })).statusCode,
    update: (await call('PUT', `${e}/host-group/update`, headers, { id: groupId, name: 'C' })).statusCode,
    updateAttendees: (await call('PUT', `${e}/host-group/update-attendees`, headers, { id: groupId })).statusCode,
    upload: (await t.app.inject({ method: 'POST', url: `${e}/host-group/upload`, headers: { ...headers, ...upload.headers }, payload: upload.payload }))
      .statusCode,
    applyDefaults: (await call('POST', `${e}/host-group/apply-default-settings`, headers, { ids: [groupId] })).statusCode,
    share: (await call('PUT', `${e}/host-group/share`, headers, { id: groupId })).statusCode,
    shareAll: (await call('POST', `${e}/host-group/share-all`, headers)).statusCode,
    send: (await call('POST', `${e}/host-group/send`, headers, { id: groupId })).statusCode,
    unseat: (await call('POST', `${e}/host-group/unseat`, headers, { id: groupId })).statusCode,
    move: (await call('POST', `${e}/host-group/attendee/${guestId}/move`, headers, { host_group_id: groupId })).statusCode,
    removeHosts: (await call('POST', `${e}/host-group-hosts/delete`, headers, { group_id: groupId, attendee_ids: [guestId] })).statusCode,
    addTag: (await call('POST', `${e}/host-group-tags/add`, headers, { name: 'X' })).statusCode,
    deleteTag: (await call('POST', `${e}/host-group-tags/${tagId}/delete`, headers)).statusCode,
    delete: (await call('POST', `${e}/host-group/delete`, headers, { ids: [groupId] })).statusCode,
  };
}

const WRITES_FORBIDDEN = {
  add: 403,
  update: 403,
  updateAttendees: 403,
  upload: 403,
  applyDefaults: 403,
  share: 403,
  shareAll: 403,
  send: 403,
  unseat: 403,
  move: 403,
  removeHosts: 403,
  addTag: 403,
  deleteTag: 403,
  delete: 403,
};

describe('host group permissions', () => {
  it('lets a viewer read the groups and change nothing (403)', async () => {
    expect(await statuses(colleague)).toEqual({ list: 200, listByIds: 200, hosts: 200, tags: 200, tagsByIds: 200, redirect: 302, ...WRITES_FORBIDDEN });
  });

  it("hides hosts' addresses from a viewer", async () => {
    const list = await call('GET', `/api/v2/events/${eventUuid}/host-group`, colleague);
    expect(list.json().groups[0].hosts[0]).toMatchObject({ first_name: 'Hal', email: null });
    const hosts = await call('GET', `/api/v2/events/${eventUuid}/host-group-hosts`, colleague);
    expect(hosts.json().data[0]).toMatchObject({ first_name: 'Hal', email: null, phone_number: null });
  });

  it('gives check-in roles nothing (403)', async () => {
    for (const role of ['check_in', 'check_in_with_floorplan']) {
      expect((await call('POST', `/api/v2/events/administrators/${colleagueAdministratorId}/set-role`, owner, { role })).statusCode).toBe(200);
      await t.settle();
      expect(await statuses(colleague)).toEqual({ list: 403, listByIds: 403, hosts: 403, tags: 403, tagsByIds: 403, redirect: 403, ...WRITES_FORBIDDEN });
    }
  });

  it('answers 404 for another organisation, and 401 without credentials', async () => {
    const foreign = await statuses(stranger);
    expect(new Set(Object.values(foreign))).toEqual(new Set([404]));
    expect((await call('GET', `/api/v2/events/${eventUuid}/host-group`, {})).statusCode).toBe(401);
    expect((await call('POST', `/api/v2/events/${eventUuid}/host-group/add`, {}, { name: 'X' })).statusCode).toBe(401);
    expect((await call('GET', `/api/v2/events/host-group/${groupId}/redirect`, {})).statusCode).toBe(401);
  });

  it('answers 404 for a group of another event of the same organisation', async () => {
    const other = (await createEvent(t, owner)).uuid;
    expect((await call('PUT', `/api/v2/events/${other}/host-group/update`, owner, { id: groupId, name: 'X' })).statusCode).toBe(404);
    expect((await call('PUT', `/api/v2/events/${other}/host-group/share`, owner, { id: groupId })).statusCode).toBe(404);
    expect((await call('POST', `/api/v2/events/${other}/host-group/attendee/${guestId}/move`, owner, { host_group_id: null })).statusCode).toBe(404);
  });
});
