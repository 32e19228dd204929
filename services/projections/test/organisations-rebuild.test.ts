import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import type { Auth } from '@usher/infra/testing/api-helpers';
import { organisationsProjection } from '../src/organisations/organisations-projection.ts';
import { rebuildProjection } from '../src/rebuild.ts';

let t: TestApp;
let founder: Auth;
let other: Auth;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  founder = (await t.signUp()).auth;
  other = (await t.signUp()).auth;
});
afterAll(async () => {
  await t.close();
});

async function snapshot(): Promise<Record<string, string[]>> {
  const tables: Record<string, string[]> = {};
  for (const table of organisationsProjection.tables) {
    const result = await sql<{ row: string }>`select to_jsonb(t)::text as row from ${sql.table(table)} t order by 1`.execute(t.context.db);
    tables[table] = result.rows.map((r) => r.row);
  }
  return tables;
}

describe('organisations rebuild', () => {
  it('gives the same profiles, onboarding steps and addresses from the log alone', async () => {
    const call = (auth: Auth, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
    await call(founder, 'POST', '/api/v2/organizations', { name: 'Harbour Events', timezone: 'US/Pacific' });
    await call(founder, 'POST', '/api/v2/organizations', { name: 'Harbour Events Ltd' });
    await call(founder, 'POST', '/api/v2/organizations/onboarding', { step: 'address', skipped: false });
    const kept = (await call(founder, 'POST', '/api/v2/addresses', { name: 'Office', city: 'Boston', state_region_code: 'MA' })).json().data.id;
    const moved = (await call(founder, 'POST', '/api/v2/addresses', { city: 'Salem' })).json().data.id;
    const gone = (await call(founder, 'POST', '/api/v2/addresses', { city: 'Lynn' })).json().data.id;
    await call(founder, 'PUT', `/api/v2/addresses/${moved}`, { city: 'Toronto', country_code: 'CA' });
    await call(founder, 'DELETE', `/api/v2/addresses/${gone}`);
    await call(other, 'POST', '/api/v2/organizations/onboarding', { step: 'done', skipped: true });
    await t.settle();
    const before = await snapshot();
    expect(before.rm_organisations).toHaveLength(2);
    expect(before.rm_organisation_addresses).toHaveLength(2);
    expect(before.rm_organisation_addresses?.join()).toContain(kept);

    await rebuildProjection(t.context.db, t.context.store, organisationsProjection);
    expect(await snapshot()).toEqual(before);
  });
});
