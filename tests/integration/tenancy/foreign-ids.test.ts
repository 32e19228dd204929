import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import type { Auth } from '@usher/infra/testing/api-helpers';
import { buildWorld, type Role, type World } from '../permission-matrix/matrix-world.ts';
import { ROUTE_POLICIES } from '../permission-matrix/route-policies.ts';
import { expectedFor } from '../permission-matrix/expected-status.ts';
import { declaredNeeds, needOf } from '../permission-matrix/declared-needs.ts';
import type { JsonSchema } from '../fuzz/malformed-requests.ts';
import { bodyWith, idFieldsOf, isDocumentLocal, kindsOf } from './id-fields.ts';
import { victimWorld } from './victim-world.ts';
import { changesBetween, tenantSnapshot } from './tenant-snapshot.ts';

// Issue 27, section 1: ids in a request body never reach another tenant.
// Every operation of the OpenAPI document whose body names something by id
// is sent, by the organiser of the permission matrix's world on their own
// event, with another organisation's id of the same kind in that field, and
// with a fresh random id. Whatever each answers (below 500), the other
// organisation's rows and streams are as they were, nothing appended names
// any of its ids, and no answer shows any of its names. Generated from the schemas, like the fuzz test: a new
// route's ids are tried the day it is documented.

let t: TestApp;
let world: World;
let victim: Record<string, string>;
let victimOrganisation: string;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  world = await buildWorld(t);
  const auth = world.auth.other_organiser as Auth;
  const me = (await t.app.inject({ method: 'GET', url: '/api/auth/business', headers: auth })).json();
  victimOrganisation = (await t.context.db.selectFrom('rm_events').select('organisation_id').where('uuid', '=', world.ids.otherEvent).executeTakeFirstOrThrow())
    .organisation_id!;
  victim = await victimWorld(t, auth, world.ids.otherEvent, me.data.id as string);
}, 300_000);
afterAll(async () => {
  await t.close();
});

interface OpenApiOperation {
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** Who sends the operation: the organiser when the route lets them, else a host of theirs; routes of the instance's administration are left out. */
const SENDERS: Role[] = ['editor', 'pro_host', 'go_host'];

// Calls that end the session or the event the other cases need go last.
const ENDS_SOMETHING = /logout|archive|forget|\/delete$|login-as|reset|disable|DELETE/;

describe("another tenant's ids in request bodies", () => {
  it("change nothing of the other tenant's, and are never recorded", async () => {
    const document = (t.app as unknown as { swagger(): { paths: Record<string, Record<string, OpenApiOperation>> } }).swagger();
    const operations = Object.entries(document.paths)
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({
          route: `${method.toUpperCase()} ${path}`,
          schema: operation.requestBody?.content?.['application/json']?.schema ?? null,
        })),
      )
      .map((operation) => ({ ...operation, fields: idFieldsOf(operation.schema) }))
      .filter((operation) => operation.fields.length > 0)
      .sort((a, b) => Number(ENDS_SOMETHING.test(a.route)) - Number(ENDS_SOMETHING.test(b.route)));
    await t.settle();
    const before = await tenantSnapshot(t.context.db, world.ids.otherEvent, victimOrganisation);
    const victimIds = new Set(Object.values(victim));
    const needs = declaredNeeds(t.routes);
    const sent: { label: string; correlationId: string }[] = [];
    const serverErrors: string[] = [];
    const leaked: string[] = [];
    const unsent: string[] = [];
    for (const { route, schema, fields } of operations) {
      const policy = ROUTE_POLICIES[route];
      const sender = policy && SENDERS.find((role) => expectedFor(needOf(needs, route), role) === 'ok');
      if (!policy || !sender || policy.multipart) {
        unsent.push(route);
        continue;
      }
      const ids = policy.prepare ? { ...world.ids, ...(await policy.prepare(world, world.ids)) } : world.ids;
      const base = policy.body?.(ids);
      for (const field of fields) {
        const values = [...kindsOf(route, field, victim).map((kind) => ({ kind, value: victim[kind]! })), { kind: 'fresh', value: randomUUID() }];
        for (const { kind, value } of values) {
          const correlationId = randomUUID();
          const label = `${route} ${field.path.join('.').replaceAll('.[]', '[]')} = ${kind}`;
          const response = await t.app.inject({
            method: route.split(' ')[0] as 'POST',
            url: policy.url(ids, sender),
            headers: { ...world.auth[sender], 'x-correlation-id': correlationId },
            payload: bodyWith(schema!, base, field, value) as object,
          });
          if (response.statusCode >= 500) serverErrors.push(`${label} → ${response.statusCode} ${response.body.slice(0, 200)}`);
          if (!victimIds.has(value)) continue;
          // Every name the victim gave its objects has "Victim" in it (victim-world.ts).
          if (/victim|vera/i.test(response.body)) leaked.push(`${label} → ${response.statusCode} ${response.body.slice(0, 200)}`);
          if (!isDocumentLocal(route, field)) sent.push({ label: `${label} → ${response.statusCode} ${response.body.slice(0, 120)}`, correlationId });
        }
      }
    }
    await t.settle();
    const changed = changesBetween(before, await tenantSnapshot(t.context.db, world.ids.otherEvent, victimOrganisation));
    const { rows } = await sql<{ correlation_id: string; data: string }>`
      select metadata->>'correlation_id' as correlation_id, data::text as data from es_events
      where metadata->>'correlation_id' = any(${sent.map((entry) => entry.correlationId)}::text[])`.execute(t.context.db);
    const recorded = sent
      .filter((entry) => rows.some((row) => row.correlation_id === entry.correlationId && [...victimIds].some((id) => row.data.includes(id))))
      .map((entry) => entry.label);

    if (process.env.TENANCY_DUMP) console.log(sent.map((entry) => entry.label).join('\n'));
    console.log(
      `foreign ids: ${operations.length} operations with ids in their bodies, ${sent.length} requests naming another tenant's ids; not sent: ${unsent.join(', ') || 'none'}`,
    );
    expect(operations.length).toBeGreaterThan(50);
    expect({ serverErrors, changed, recorded, leaked }).toEqual({ serverErrors: [], changed: {}, recorded: [], leaked: [] });
  }, 600_000);
});
