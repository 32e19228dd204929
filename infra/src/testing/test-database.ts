import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import pg from 'pg';
import { connectDatabase, type DatabaseHandle } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../db/embedded-postgres.ts';

export const TEMPLATE_DATABASE = 'usher_test_template';

/**
 * Starts the PostgreSQL server the test run uses (the one TEST_DATABASE_URL
 * names, else an embedded one in a temp dir) and migrates a template database
 * that every test file clones. Returns the server's admin URL.
 */
export async function prepareTestServer(): Promise<{ adminUrl: string; stop(): Promise<void> }> {
  let embedded: EmbeddedDatabase | null = null;
  let adminUrl = process.env.TEST_DATABASE_URL ?? '';
  if (!adminUrl) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'usher-test-pg-'));
    // The server may run as the postgres user (when we are root): let it in.
    fs.chmodSync(dir, 0o755);
    embedded = await startEmbeddedPostgres({ dir: path.join(dir, 'pg'), databaseName: 'usher_admin', ephemeral: true });
    adminUrl = embedded.url;
  }
  await runAdmin(adminUrl, `drop database if exists ${TEMPLATE_DATABASE} with (force)`);
  await runAdmin(adminUrl, `create database ${TEMPLATE_DATABASE}`);
  const template = connectDatabase(withDatabase(adminUrl, TEMPLATE_DATABASE), { max: 2 });
  await migrateToLatest(template.db);
  await template.destroy();
  return {
    adminUrl,
    async stop() {
      await embedded?.stop();
    },
  };
}

/** A fresh, migrated database of its own for one test file. */
export async function createTestDatabase(adminUrl: string, options: { max?: number } = {}): Promise<DatabaseHandle> {
  const name = `usher_t_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await runAdmin(adminUrl, `create database ${name} template ${TEMPLATE_DATABASE}`);
  const handle = connectDatabase(withDatabase(adminUrl, name), options);
  return {
    ...handle,
    async destroy() {
      await handle.destroy();
      await runAdmin(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function runAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
