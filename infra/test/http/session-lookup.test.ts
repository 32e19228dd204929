import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { SelectQueryNode, TableNode } from 'kysely';
import { userForToken } from '../../src/http/authenticate.ts';
import { createTestApp, type TestApp } from '../../src/testing/test-app.ts';

// A door's twenty scanners share one session: when its cached entry expires, their next requests miss
// together. One lookup of the session answers them all.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'), { projections: false });
});
afterAll(async () => {
  await t.close();
});

/** Counts the statements that read the sessions table. */
class SessionReads implements KyselyPlugin {
  count = 0;
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const node = args.node;
    if (SelectQueryNode.is(node) && node.from?.froms.some((from) => TableNode.is(from) && from.table.identifier.name === 'sessions')) this.count++;
    return node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

describe('a session asked for by many requests at once', () => {
  it('is looked up once, and every request gets its user', async () => {
    const { token, user } = await t.signUp();
    const reads = new SessionReads();
    // A database handle of its own: nothing is cached or under way for it yet, as after an expiry.
    const context = { ...t.context, db: t.context.db.withPlugin(reads) };
    const users = await Promise.all(Array.from({ length: 20 }, () => userForToken(context, token)));
    expect(users.map((found) => found?.id)).toEqual(Array.from({ length: 20 }, () => user.id));
    expect(reads.count).toBe(1);
  });

  it('is looked up again once the first lookup has answered, and an unknown token finds no one', async () => {
    const reads = new SessionReads();
    const context = { ...t.context, db: t.context.db.withPlugin(reads) };
    expect(await Promise.all([userForToken(context, 'no-such-token'), userForToken(context, 'no-such-token')])).toEqual([null, null]);
    expect(reads.count).toBe(1);
    expect(await userForToken(context, 'no-such-token')).toBeNull();
    expect(reads.count).toBe(2);
  });
});
