import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { tableRows } from '@usher/infra/testing/table-rows';
import { createEvent, type Auth } from '@usher/infra/testing/api-helpers';
import { hostGroupsProjection } from '../src/host-groups/host-groups-projection.ts';
import { guestListProjection } from '../src/guest-list/guest-list-projection.ts';
import { rebuildProjection } from '../src/rebuild.ts';

let t: TestApp;
let owner: Auth;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  owner = (await t.signUp()).auth;
});
afterAll(async () => {
  await t.close();
});

const TABLES = ['rm_host_groups', 'rm_host_group_hosts', 'rm_host_group_tags', 'rm_attendees'];

const snapshot = () => tableRows(t.context.db, TABLES);

describe('host groups rebuild', () => {
  it("rebuilds groups, hosts, tags and the guests' group columns from the log alone", async () => {
    const call = (method: 'POST' | 'PUT', url: string, payload?: object) => t.app.inject({ method, url, headers: owner, payload });
    const eventUuid = (await createEvent(t, owner)).uuid;
    const e = `/api/v2/events/${eventUuid}`;
    const tag = (await call('POST', `${e}/host-group-tags/add`, { name: 'Press' })).json().data.id;
    await call('POST', `${e}/host-group-tags/add`, { name: 'Gone' }).then((r) => call('POST', `${e}/host-group-tags/${r.json().data.id}/delete`));
    const acme = (
      await call('POST', `${e}/host-group/add`, {
        name: 'Acme',
        total_tickets: 3,
        host_group_tag_id: tag,
        hosts: { created: [{ first_name: 'Hal', email: 'hal@example.org', attending_with_group: true }] },
      })
    ).json().data;
    const beta = (await call('POST', `${e}/host-group/add`, { name: 'Beta', total_tickets: 2 })).json().data;
    await call('PUT', `${e}/host-group/update`, { id: acme.id, name: 'Acme Inc', guests: { created: [{ first_name: 'Ana' }] } });
    await call('PUT', `${e}/host-group/share`, { id: acme.id });
    await call('POST', `${e}/host-group/delete`, { ids: [beta.id] });
    await t.settle();
    const before = await snapshot();
    expect(before.rm_host_groups).toHaveLength(1);
    expect(before.rm_host_group_hosts).toHaveLength(1);

    await rebuildProjection(t.context.db, t.context.store, hostGroupsProjection);
    await rebuildProjection(t.context.db, t.context.store, guestListProjection);
    expect(await snapshot()).toEqual(before);
  });
});
