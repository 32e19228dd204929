import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own configuration, so these cases prove what `npm run check` enforces.
const eslint = new ESLint({ cwd: process.cwd() });

/** The rule ids ESLint reports for this code placed at that path in the repository. */
async function violations(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('the dependency rules of ARCHITECTURE.md (eslint.architecture.js)', () => {
  it('keeps shared/domain and shared/events free of I/O, infra and the services', async () => {
    for (const code of [
      "import fs from 'node:fs';\nexport const a = fs;",
      "import net from 'net';\nexport const a = net;",
      "import pg from 'pg';\nexport const a = pg;",
      "import { sql } from 'kysely';\nexport const a = sql;",
      "import type { Db } from '@usher/infra/db/database';\nexport type A = Db;",
      "import { commandService } from '@usher/command/plugin';\nexport const a = commandService;",
    ]) {
      expect(await violations('shared/domain/src/example.ts', code)).toContain('no-restricted-imports');
      expect(await violations('shared/events/src/example.ts', code)).toContain('no-restricted-imports');
    }
    expect(await violations('shared/domain/src/example.ts', "import { z } from 'zod';\nexport const a = z.string();")).toEqual([]);
  });

  it("stops a service importing another service's internals, but not its public entry", async () => {
    const internals = "import { allProjections } from '@usher/projections/all-projections';\nexport const a = allProjections;";
    expect(await violations('services/query-api/src/example.ts', internals)).toContain('no-restricted-imports');
    expect(await violations('services/command/src/example.ts', internals)).toContain('no-restricted-imports');
    const relative = "import { allProjections } from '../../../projections/src/all-projections.ts';\nexport const a = allProjections;";
    expect(await violations('services/query-api/src/time-travel/example.ts', relative)).toContain('no-restricted-imports');
    const command = "import { addAttendees } from '@usher/command/attendees/attendee-handlers';\nexport const a = addAttendees;";
    expect(await violations('services/query-api/src/example.ts', command)).toContain('no-restricted-imports');
    expect(await violations('services/projections/src/example.ts', command)).toContain('no-restricted-imports');
    const entry = "import { replayEventUntil } from '@usher/projections';\nexport const a = replayEventUntil;";
    expect(await violations('services/query-api/src/example.ts', entry)).toEqual([]);
  });

  it('lets only infra/src/runtime compose the services', async () => {
    const code = "import { commandService } from '@usher/command/plugin';\nexport const a = commandService;";
    expect(await violations('infra/src/http/example.ts', code)).toContain('no-restricted-imports');
    expect(await violations('infra/src/runtime/example.ts', code)).toEqual([]);
  });

  it('keeps the composition root out of the services, so no import runs back up into it', async () => {
    const runtime = "import { createContext } from '@usher/infra/runtime/create-context';\nexport const a = createContext;";
    for (const service of ['command', 'query-api', 'projections']) {
      expect(await violations(`services/${service}/src/example.ts`, runtime)).toContain('no-restricted-imports');
    }
    const context = "import type { ServiceContext } from '@usher/infra/context';\nexport type A = ServiceContext;";
    expect(await violations('services/command/src/example.ts', context)).toEqual([]);
  });

  it('lets only the event store and the migrations write SQL against the log table', async () => {
    const raw = "import { sql } from 'kysely';\nexport const q = sql`select count(*) from es_events where type = ${'X'}`;";
    const builder = "export const q = (db: { selectFrom(t: string): unknown }) => db.selectFrom('es_events');";
    for (const file of [
      'services/command/src/example.ts',
      'services/query-api/src/example.ts',
      'services/projections/src/example.ts',
      'infra/src/http/example.ts',
    ]) {
      expect(await violations(file, raw)).toContain('no-restricted-syntax');
      expect(await violations(file, builder)).toContain('no-restricted-syntax');
    }
    expect(await violations('infra/src/eventstore/example.ts', raw)).toEqual([]);
    expect(await violations('infra/src/db/migrations/999-example.ts', raw)).toEqual([]);
    // Other tables whose names start the same way are not the log.
    expect(await violations('services/command/src/example.ts', "export const t = 'es_events_host_group';")).toEqual([]);
  });

  it('keeps read-model tables out of the command side, which decides from the streams', async () => {
    const builder = "export const q = (db: { selectFrom(t: string): unknown }) => db.selectFrom('rm_attendees');";
    const raw = "import { sql } from 'kysely';\nexport const q = sql`select seat_id from rm_attendees where id = ${'x'}`;";
    expect(await violations('services/command/src/example.ts', builder)).toContain('no-restricted-syntax');
    expect(await violations('services/command/src/seating/example.ts', raw)).toContain('no-restricted-syntax');
    // The log table stays fenced there too, and the read side may read its read models.
    expect(await violations('services/command/src/example.ts', "export const t = 'es_events';")).toContain('no-restricted-syntax');
    expect(await violations('services/query-api/src/example.ts', builder)).toEqual([]);
    expect(await violations('services/projections/src/example.ts', raw)).toEqual([]);
    // Nor may it import the read models' package.
    expect(await violations('services/command/src/example.ts', "import { x } from '@usher/read-models';\nexport const a = x;")).toContain(
      'no-restricted-imports',
    );
  });

  it('keeps read-model tables out of infra too, which serves both sides; the migrations create them', async () => {
    const builder = "export const q = (db: { selectFrom(t: string): unknown }) => db.selectFrom('rm_attendees');";
    const raw = "import { sql } from 'kysely';\nexport const q = sql`select seat_id from rm_attendees where id = ${'x'}`;";
    for (const file of ['infra/src/http/example.ts', 'infra/src/mail/example.ts', 'infra/src/eventstore/example.ts']) {
      expect(await violations(file, builder)).toContain('no-restricted-syntax');
      expect(await violations(file, raw)).toContain('no-restricted-syntax');
    }
    expect(await violations('infra/src/mail/example.ts', "import { x } from '@usher/read-models/guests';\nexport const a = x;")).toContain(
      'no-restricted-imports',
    );
    expect(await violations('infra/src/db/migrations/999-example.ts', raw)).toEqual([]);
    // No infra file is excused any more: those that read them for the command side (issue 29) moved to the read-models package.
    for (const file of ['infra/src/communications/alert-counts.ts', 'infra/src/mail/event-mail-transport.ts', 'infra/src/mail/render/merge-values.ts']) {
      expect(await violations(file, builder)).toContain('no-restricted-syntax');
    }
    // The log table stays fenced in infra, and open to the event store.
    expect(await violations('infra/src/http/example.ts', "export const t = 'es_events';")).toContain('no-restricted-syntax');
    expect(await violations('infra/src/eventstore/example.ts', "export const t = 'es_events';")).toEqual([]);
  });

  it('lets the read-models package read its tables and use infra, never a service; the query side reads it', async () => {
    const builder = "export const q = (db: { selectFrom(t: string): unknown }) => db.selectFrom('rm_attendees');";
    const infra = "import type { Db } from '@usher/infra/db/database';\nexport type A = Db;";
    expect(await violations('read-models/src/example.ts', builder)).toEqual([]);
    expect(await violations('read-models/src/example.ts', infra)).toEqual([]);
    for (const service of [
      "import { x } from '@usher/query-api';",
      "import { x } from '@usher/projections/all-projections';",
      "import { x } from '@usher/command/plugin';",
    ]) {
      expect(await violations('read-models/src/example.ts', `${service}\nexport const a = x;`)).toContain('no-restricted-imports');
    }
    const reader = "import { audienceCount } from '@usher/read-models/guest-selection/audience';\nexport const a = audienceCount;";
    expect(await violations('services/query-api/src/example.ts', reader)).toEqual([]);
    expect(await violations('services/projections/src/example.ts', reader)).toEqual([]);
    expect(await violations('services/command/src/example.ts', reader)).toContain('no-restricted-imports');
    expect(await violations('infra/src/mail/example.ts', reader)).toContain('no-restricted-imports');
    // The composition root builds the views the command side shows (infra/src/read-model-views.ts) from it.
    const views = "import { readModelViews } from '@usher/read-models/views';\nexport const a = readModelViews;";
    expect(await violations('infra/src/runtime/example.ts', views)).toEqual([]);
    expect(await violations('infra/src/http/example.ts', views)).toContain('no-restricted-imports');
    expect(await violations('services/command/src/example.ts', views)).toContain('no-restricted-imports');
  });

  it('lets no comment switch the fences off on the command side or in infra', async () => {
    const builder = "export const q = (db: { selectFrom(t: string): unknown }) => db.selectFrom('rm_activity_logs');";
    const disabled = `// eslint-disable-next-line no-restricted-syntax -- a read on purpose\n${builder}`;
    const fileDisabled = `/* eslint-disable no-restricted-syntax, no-restricted-imports */\nimport { x } from '@usher/read-models';\nexport const a = x;\n${builder}`;
    for (const file of ['services/command/src/activity/example.ts', 'infra/src/mail/example.ts']) {
      expect(await violations(file, disabled)).toContain('no-restricted-syntax');
      expect(await violations(file, fileDisabled)).toEqual(expect.arrayContaining(['no-restricted-syntax', 'no-restricted-imports']));
    }
    // Elsewhere a comment still speaks for its line: the option is taken from these two folders alone.
    const log = "// eslint-disable-next-line no-restricted-syntax -- a test of the option\nexport const t = 'es_events';";
    expect(await violations('services/query-api/src/example.ts', log)).toEqual([]);
  });
});
