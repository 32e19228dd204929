import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { PAGING, type PagingKind } from '@usher/domain/contract/request-params';
import { buildWorld, ROLES, type Role, type World } from '../permission-matrix/matrix-world.ts';
import { ROUTE_POLICIES } from '../permission-matrix/route-policies.ts';
import { expectedFor } from '../permission-matrix/expected-status.ts';
import { declaredNeeds, needOf } from '../permission-matrix/declared-needs.ts';

// Issue 28 §4: one paging rule (docs/api.md, Conventions), checked on every GET route of the
// OpenAPI document, so a list added tomorrow is held to it the day it is documented. Real path
// values and a role the route lets through come from the permission matrix's world.
let t: TestApp;
let world: World;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  world = await buildWorld(t);
}, 180_000);
afterAll(async () => {
  await t.close();
});

/** The working lists an organiser scrolls through: the guest list and the host groups' tables. */
const WORKING_LISTS = new Set(['GET /api/v2/events/{e}/attendees', 'GET /api/v2/events/{e}/host-group', 'GET /api/v2/events/{e}/host-group-hosts']);

interface JsonSchema {
  properties?: Record<string, JsonSchema>;
}
interface Operation {
  parameters?: { in: string; name: string }[];
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

function getOperations(): { key: string; operation: Operation }[] {
  const document = (t.app as unknown as { swagger(): { paths: Record<string, Record<string, Operation>> } }).swagger();
  return Object.entries(document.paths).flatMap(([path, methods]) => (methods.get ? [{ key: `GET ${path}`, operation: methods.get }] : []));
}

const pages = (operation: Operation) => !!operation.responses?.['200']?.content?.['application/json']?.schema?.properties?.meta?.properties?.per_page;

/** The route's URL as the permission matrix asks it, and the credentials of a role it lets through. */
async function requestFor(key: string): Promise<{ url: string; headers: Record<string, string> } | null> {
  const policy = ROUTE_POLICIES[key];
  if (!policy) return null;
  const role = ROLES.find((candidate: Role) => expectedFor(needOf(declaredNeeds(t.routes), key), candidate) === 'ok');
  if (!role) return null;
  // Some routes read an object the matrix makes for them (a journey with guests on it).
  const ids = { ...world.ids, ...(policy.prepare ? await policy.prepare(world, world.ids) : {}) };
  return { url: policy.url(ids, role), headers: world.auth[role] as Record<string, string> };
}

const withQuery = (url: string, query: string) => `${url}${url.includes('?') ? '&' : '?'}${query}`;

describe('one paging rule', () => {
  it('every list pages the same way: its default per_page, the maximum accepted, one more refused on per_page', async () => {
    const lists = getOperations().filter(({ operation }) => pages(operation));
    expect(lists.length).toBeGreaterThanOrEqual(15);
    const wrong: string[] = [];
    for (const { key } of lists) {
      const request = await requestFor(key);
      if (!request) {
        wrong.push(`${key}: no permission-matrix policy to ask it with`);
        continue;
      }
      const kind: PagingKind = WORKING_LISTS.has(key) ? 'working' : 'list';
      const { perPage, maxPerPage } = PAGING[kind];
      const ask = (query?: string) => t.app.inject({ method: 'GET', url: query ? withQuery(request.url, query) : request.url, headers: request.headers });
      const plain = await ask();
      if (plain.statusCode !== 200 || plain.json().meta?.per_page !== perPage)
        wrong.push(`${key}: default answered ${plain.statusCode} per_page ${plain.json().meta?.per_page}, not ${perPage}`);
      const most = await ask(`per_page=${maxPerPage}&page=1`);
      if (most.statusCode !== 200 || most.json().meta?.per_page !== maxPerPage) wrong.push(`${key}: per_page=${maxPerPage} answered ${most.statusCode}`);
      const over = await ask(`per_page=${maxPerPage + 1}`);
      if (over.statusCode !== 422 || !over.json().errors?.per_page)
        wrong.push(`${key}: per_page=${maxPerPage + 1} answered ${over.statusCode} ${over.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  it('a GET route that does not page refuses page and per_page with 422 on the field', async () => {
    const unpaged = getOperations().filter(
      ({ key, operation }) =>
        !pages(operation) && !(operation.parameters ?? []).some((p) => p.in === 'query' && p.name === 'per_page') && key.startsWith('GET /api/'),
    );
    expect(unpaged.length).toBeGreaterThan(30);
    const wrong: string[] = [];
    let asked = 0;
    for (const { key } of unpaged) {
      const request = await requestFor(key);
      if (!request) continue;
      asked += 1;
      const response = await t.app.inject({ method: 'GET', url: withQuery(request.url, 'page=2&per_page=10'), headers: request.headers });
      const errors = response.statusCode === 422 ? response.json().errors : null;
      if (!errors?.per_page || !errors?.page) wrong.push(`${key}: answered ${response.statusCode} ${response.body.slice(0, 120)}`);
    }
    expect(asked).toBeGreaterThan(30);
    expect(wrong).toEqual([]);
  }, 300_000);
});
