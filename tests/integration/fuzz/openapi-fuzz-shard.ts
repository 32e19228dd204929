import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { buildWorld, type World } from '../permission-matrix/matrix-world.ts';
import { ROUTE_POLICIES } from '../permission-matrix/route-policies.ts';
import { malformedRequests, type JsonSchema, type Operation, type Parameter } from './malformed-requests.ts';

// Issue 16, section 5: every operation of the OpenAPI document, sent what a
// stranger or a broken client sends. Nothing may answer 5xx, and a refused
// request appends nothing. The operations come from the document, so a new
// route is fuzzed the day it is documented; real path values come from the
// permission matrix's world, so requests get past the 404 to the handler.
//
// The operations are dealt out to SHARDS files (openapi-fuzz-1.test.ts, …),
// each with an app and a world of its own: the two test workers then share
// the work, and no one file runs long enough to meet its timeout on a busy
// machine (one file took over five minutes at a load average of 26).
export const SHARDS = 2;

interface OpenApiOperation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

function operationsOf(document: { paths: Record<string, Record<string, OpenApiOperation>> }): Operation[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method,
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content?.['application/json']?.schema ?? null,
    })),
  );
}

/** Real values for the operation's path parameters: read off the URL the permission matrix asks as the event's editor. */
function pathValuesFor(operation: Operation, world: World): Record<string, string> {
  const policy = ROUTE_POLICIES[`${operation.method.toUpperCase()} ${operation.path}`];
  if (!policy) return {};
  const url = policy.url(world.ids, 'editor').split('?')[0]!;
  const names: string[] = [];
  const pattern = new RegExp(
    `^${operation.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{([^}]+)\\?\}/g, (_match, name: string) => (names.push(name), '([^/]+)'))}$`,
  );
  const match = pattern.exec(url);
  return match ? Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1]!)])) : {};
}

// Calls that end the session or the event the other cases need go last.
const ENDS_SOMETHING = /logout|archive|forget|\/delete$|login-as|reset|rotate-secret|disable|DELETE/;

/** The fuzz test over every SHARDS-th operation of the document, from the `shard`-th (0-based). */
export function describeFuzzShard(shard: number): void {
  let t: TestApp;
  let world: World;

  beforeAll(async () => {
    t = await createTestApp(inject('pgAdminUrl'));
    world = await buildWorld(t);
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  describe(`every operation of the OpenAPI document, sent malformed requests (part ${shard + 1} of ${SHARDS})`, () => {
    it('answers below 500 to each, and a refused request appends nothing', async () => {
      const document = (t.app as unknown as { swagger(): { paths: Record<string, Record<string, OpenApiOperation>> } }).swagger();
      const all = operationsOf(document);
      // Dealt in the document's order, so each part holds a spread of every kind of route.
      const operations = all
        .filter((_operation, index) => index % SHARDS === shard)
        .sort(
          (a, b) => Number(ENDS_SOMETHING.test(`${a.method.toUpperCase()} ${a.path}`)) - Number(ENDS_SOMETHING.test(`${b.method.toUpperCase()} ${b.path}`)),
        );
      const credentials = world.auth.editor as Record<string, string>;
      const byClass: Record<string, number> = {};
      const serverErrors: string[] = [];
      const refused: { label: string; correlationId: string }[] = [];
      let cases = 0;
      const started = Date.now();
      for (const operation of operations) {
        for (const fuzzCase of malformedRequests(operation, pathValuesFor(operation, world), credentials)) {
          cases += 1;
          const correlationId = randomUUID();
          const response = await t.app.inject({
            method: operation.method.toUpperCase() as 'GET',
            url: fuzzCase.url,
            headers: { ...fuzzCase.headers, 'x-correlation-id': correlationId },
            ...(fuzzCase.payload === undefined ? {} : { payload: fuzzCase.payload }),
          });
          const statusClass = `${Math.floor(response.statusCode / 100)}xx`;
          byClass[statusClass] = (byClass[statusClass] ?? 0) + 1;
          if (response.statusCode >= 500) serverErrors.push(`${fuzzCase.label} → ${response.statusCode} ${response.body.slice(0, 200)}`);
          else if (response.statusCode >= 400) refused.push({ label: fuzzCase.label, correlationId });
        }
      }
      const { rows } = await sql<{ correlation_id: string }>`
      select distinct metadata->>'correlation_id' as correlation_id from es_events
      where metadata->>'correlation_id' = any(${refused.map((entry) => entry.correlationId)}::text[])`.execute(t.context.db);
      const appended = new Set(rows.map((row) => row.correlation_id));
      const refusedButAppended = refused.filter((entry) => appended.has(entry.correlationId)).map((entry) => entry.label);

      console.log(
        `fuzz, part ${shard + 1} of ${SHARDS}: ${operations.length} of ${all.length} operations × malformed requests = ${cases} cases in ${((Date.now() - started) / 1000).toFixed(1)} s; answers ${JSON.stringify(byClass)}`,
      );
      expect(all.length).toBeGreaterThan(100);
      expect(operations.length).toBeGreaterThanOrEqual(Math.floor(all.length / SHARDS));
      expect({ serverErrors, refusedButAppended }).toEqual({ serverErrors: [], refusedButAppended: [] });
    }, 300_000);
  });
}
