import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { multipartFile } from '@usher/infra/testing/api-helpers';
import { buildWorld, ROLES, type Role, type World } from '../permission-matrix/matrix-world.ts';
import { ROUTE_POLICIES, type RoutePolicy } from '../permission-matrix/route-policies.ts';
import { expectedFor } from '../permission-matrix/expected-status.ts';
import { declaredNeeds, needOf } from '../permission-matrix/declared-needs.ts';

// Issue 27, section 4: a double click is two identical commands at once. Every
// command route of the OpenAPI document is sent ten identical, valid requests
// in parallel; each must answer as one alone would (2xx), or refuse with a 4xx
// (409 when another of the ten changed what it decided on), never a 5xx. The
// routes come from the document, so a new one is raced the day it is documented;
// bodies and path values come from the permission matrix's policies.
let t: TestApp;
let world: World;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  world = await buildWorld(t);
}, 180_000);
afterAll(async () => {
  await t.close();
});

const COPIES = 10;
const COMMAND_METHODS = new Set(['post', 'put', 'patch', 'delete']);
// Calls that end the session or the event the other routes need go last, and so do duplications,
// whose copying in the background holds the log for a while.
const ENDS_SOMETHING = /duplicate|logout|archive|forget|\/delete$|login-as|reset|rotate-secret|disable|DELETE/;
// The role a route is sent as: the organiser where they may, else the first the policy lets through.
const PREFERRED: readonly Role[] = ['editor', 'instance_admin', ...ROLES];

function commandRoutes(): string[] {
  const document = (t.app as unknown as { swagger(): { paths: Record<string, Record<string, unknown>> } }).swagger();
  return Object.entries(document.paths)
    .flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => COMMAND_METHODS.has(method))
        .map((method) => `${method.toUpperCase()} ${path}`),
    )
    .sort((a, b) => Number(ENDS_SOMETHING.test(a)) - Number(ENDS_SOMETHING.test(b)));
}

/** Ten copies of one request, all in flight at once; the statuses they answered. */
async function raced(route: string, policy: RoutePolicy): Promise<{ statuses: number[]; bodies: string[] }> {
  const need = needOf(declaredNeeds(t.routes), route);
  const role = PREFERRED.find((candidate) => expectedFor(need, candidate) === 'ok') ?? 'editor';
  const ids = policy.prepare ? { ...world.ids, ...(await policy.prepare(world, world.ids)) } : world.ids;
  const method = route.split(' ')[0] as 'POST';
  const headers: Record<string, string> = { ...(world.auth[role] as Record<string, string>) };
  let payload: object | Buffer | undefined = policy.body?.(ids);
  if (policy.multipart) {
    const file = multipartFile(policy.multipart.fileName, policy.multipart.content, policy.multipart.contentType);
    Object.assign(headers, file.headers);
    payload = file.payload;
  }
  const url = policy.url(ids, role);
  const responses = await Promise.all(
    Array.from({ length: COPIES }, () => t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) })),
  );
  return { statuses: responses.map((response) => response.statusCode), bodies: responses.map((response) => response.body) };
}

describe('every command route, sent ten identical requests at once', () => {
  it('answers each with 2xx or 4xx, never 5xx', async () => {
    const routes = commandRoutes();
    const serverErrors: string[] = [];
    const unknown: string[] = [];
    let raceCount = 0;
    for (const route of routes) {
      const policy = ROUTE_POLICIES[route];
      if (!policy) {
        unknown.push(route);
        continue;
      }
      raceCount += 1;
      const { statuses, bodies } = await raced(route, policy);
      const failed = statuses.findIndex((status) => status >= 500);
      if (failed >= 0) serverErrors.push(`${route}: ${statuses.join(',')} ${bodies[failed]!.slice(0, 200)}`);
    }
    console.log(`parallel commands: ${raceCount} routes × ${COPIES} copies; not in the matrix: ${unknown.length}`);
    expect(raceCount).toBeGreaterThan(100);
    expect(serverErrors).toEqual([]);
  }, 300_000);
});
