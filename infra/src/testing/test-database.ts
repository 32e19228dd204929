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
  let dir: string | null = null;
  let adminUrl = process.env.TEST_DATABASE_URL ?? '';
  if (!adminUrl) {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'usher-test-pg-'));
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
      // The run's own cluster (about 200 MB) goes with it: a run leaves nothing in the temp directory.
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A fresh, migrated database of its own for one test file. */
export async function createTestDatabase(adminUrl: string, options: Parameters<typeof connectDatabase>[1] = {}): Promise<DatabaseHandle> {
  const name = `usher_t_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  // FILE_COPY copies the template's files whole; the default (WAL_LOG, PostgreSQL 15+) reads and logs every page
  // of them, about 1.4 s a file against 0.3 s on the test server (fsync off, so its checkpoints cost little).
  await runAdmin(adminUrl, `create database ${name} template ${TEMPLATE_DATABASE} strategy file_copy`);
  const handle = connectDatabase(withDatabase(adminUrl, name), options);
  return {
    ...handle,
    async destroy() {
      await handle.destroy();
      dropInBackground(adminUrl, name);
    },
  };
}

/**
 * Drops a file's database while the next file runs. A drop waits for a checkpoint and for every server
 * process to let go of the database's files, which on a busy machine is most of a second no test needs.
 * A drop cut short when the run ends leaves nothing behind on the run's own server, which goes with it.
 */
function dropInBackground(adminUrl: string, name: string): void {
  runAdmin(adminUrl, `drop database if exists ${name} with (force)`).catch((error: unknown) =>
    console.error(`The test database ${name} was not dropped: ${String(error)}`),
  );
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
