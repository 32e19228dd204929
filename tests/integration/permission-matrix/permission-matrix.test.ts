import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { multipartFile } from '@usher/infra/testing/api-helpers';
import { buildWorld, ROLES, type Role, type World } from './matrix-world.ts';
import { EXEMPT_ROUTES, ROUTE_POLICIES, type RoutePolicy } from './route-policies.ts';
import { expectedFor, type Expectation } from './expected-status.ts';
import { declaredNeeds, needOf } from './declared-needs.ts';
import type { Need } from './route-policies.ts';

let t: TestApp;
let world: World;
let needs: Map<string, Need>;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  world = await buildWorld(t);
  needs = declaredNeeds(t.routes);
});
afterAll(async () => {
  await t.close();
});

function documentedRoutes(): string[] {
  const document = (t.app as unknown as { swagger(): { paths: Record<string, Record<string, unknown>> } }).swagger();
  return Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`));
}

/** What the request with this correlation id appended (its events carry the id in their metadata). */
async function appendedBy(correlationId: string): Promise<number> {
  const { rows } = await sql<{ count: string }>`select count(*) as count from es_events where metadata->>'correlation_id' = ${correlationId}`.execute(
    t.context.db,
  );
  return Number(rows[0]!.count);
}

async function ask(route: string, policy: RoutePolicy, role: Role) {
  const ids = policy.prepare && expectedFor(needOf(needs, route), role) === 'ok' ? { ...world.ids, ...(await policy.prepare(world, world.ids)) } : world.ids;
  const method = route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'DELETE';
  const correlationId = randomUUID();
  const headers: Record<string, string> = { ...world.auth[role], 'x-correlation-id': correlationId };
  let payload: object | Buffer | undefined = policy.body?.(ids);
  if (policy.multipart) {
    const file = multipartFile(policy.multipart.fileName, policy.multipart.content, policy.multipart.contentType);
    Object.assign(headers, file.headers);
    payload = file.payload;
  }
  const response = await t.app.inject({ method, url: policy.url(ids, role), headers, ...(payload === undefined ? {} : { payload }) });
  return { response, correlationId };
}

function matches(expected: Expectation, status: number, okStatus?: number): boolean {
  if (expected === 'ok') return okStatus ? status === okStatus : status >= 200 && status < 300;
  return status === expected;
}

describe('the permission matrix', () => {
  it('names every route of the product, and only those', () => {
    const routes = documentedRoutes();
    // A route must declare its need (or the app would not start) and the matrix must know how to call it.
    const unclassified = routes.filter((route) => (!ROUTE_POLICIES[route] && !EXEMPT_ROUTES[route]) || !needs.has(route));
    const stale = [...Object.keys(ROUTE_POLICIES), ...Object.keys(EXEMPT_ROUTES)].filter((route) => !routes.includes(route));
    expect({ unclassified, stale }).toEqual({ unclassified: [], stale: [] });
  });

  it('declares the bearer credential in the API document exactly where an anonymous caller is refused', () => {
    const document = (t.app as unknown as { swagger(): { paths: Record<string, Record<string, { security?: unknown[] }>> } }).swagger();
    const declared = (route: string) => {
      const [method, path] = route.split(' ') as [string, string];
      return (document.paths[path]?.[method.toLowerCase()]?.security ?? []).length > 0;
    };
    const wrong = Object.entries(ROUTE_POLICIES)
      .filter(([route]) => declared(route) !== (expectedFor(needOf(needs, route), 'anonymous') !== 'ok'))
      .map(([route]) => `${route}: declares ${declared(route) ? 'a bearer credential' : 'none'}`);
    expect(wrong).toEqual([]);
  });

  it('answers every route, for every role, with what the policy says, and a refusal changes nothing', async () => {
    const wrong: string[] = [];
    for (const [route, policy] of Object.entries(ROUTE_POLICIES)) {
      // Refusals first, so that what an allowed call uses up is still there for them.
      const need = needOf(needs, route);
      const order = [...ROLES].sort((a, b) => Number(expectedFor(need, a) === 'ok') - Number(expectedFor(need, b) === 'ok'));
      for (const role of order) {
        const expected = expectedFor(need, role);
        const { response, correlationId } = await ask(route, policy, role);
        if (!matches(expected, response.statusCode, policy.okStatus)) {
          wrong.push(`${route} as ${role}: expected ${expected}, got ${response.statusCode} ${response.body.slice(0, 160)}`);
        } else if (expected !== 'ok' && (await appendedBy(correlationId)) > 0) {
          wrong.push(`${route} as ${role}: refused, but appended to the log`);
        }
      }
    }
    expect(wrong).toEqual([]);
    // Every route times every role, one after another: some 250 routes by 13 roles take minutes on a busy two-core machine.
  }, 600_000);
});
