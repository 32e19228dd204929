import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { connectDatabase } from '@usher/infra/db/database';
import { passwordFileOf } from '@usher/infra/db/embedded/database-password';
import { startEmbeddedPostgres } from '@usher/infra/db/embedded-postgres';
import { migrateToLatest } from '@usher/infra/db/migrate';

/** The key under which the E2E global setup hands the template's folder to the test files (vitest's provide/inject). */
export const DATA_TEMPLATE_KEY = 'e2eDataTemplate';

declare module 'vitest' {
  export interface ProvidedContext {
    [DATA_TEMPLATE_KEY]: string;
  }
}

// The cluster's folder inside DATA_DIR, as infra/src/main.ts names it.
const CLUSTER = 'postgres';

/**
 * A DATA_DIR holding only a migrated, cleanly stopped PostgreSQL cluster (and
 * its password file), made once per E2E run. Each product then starts on a
 * copy instead of running initdb and every migration again: its start finds
 * the cluster made and the schema up to date (the migrator runs, and applies
 * none), which is how every start after an install's first one goes.
 *
 * Only the cluster is in it: what a product makes at its first start (the
 * instance's CSRF and signing keys in instance_secrets, its mail and SMS
 * folders) is made by each product for itself. The migrations write no row of
 * their own; `makeDataTemplate` refuses a template whose instance_secrets is
 * not empty, so that no two products ever share a key.
 */
export async function makeDataTemplate(): Promise<{ dir: string; remove(): void }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'usher-e2e-template-'));
  // The server runs as the postgres user when we are root: let it through (as startProduct does for each DATA_DIR).
  fs.chmodSync(dir, 0o755);
  const remove = () => fs.rmSync(dir, { recursive: true, force: true });
  try {
    const postgres = await startEmbeddedPostgres({ dir: path.join(dir, CLUSTER), databaseName: 'usher', notice: () => undefined });
    try {
      const database = connectDatabase(postgres.url, { max: 2 });
      try {
        await migrateToLatest(database.db);
        const secrets = await sql<{ count: string }>`select count(*) from instance_secrets`.execute(database.db);
        if (Number(secrets.rows[0]!.count) !== 0)
          throw new Error('The migrated template holds instance secrets: every product copied from it would share them.');
      } finally {
        await database.destroy();
      }
    } finally {
      // A fast shutdown writes a checkpoint: a copy starts without crash recovery and with no postmaster.pid.
      await postgres.stop();
    }
  } catch (error) {
    remove();
    throw error;
  }
  return { dir, remove };
}

/**
 * Puts a copy of the template's cluster and its password file into `dataDir`.
 * `cp -a` keeps each file's owner and mode: the cluster belongs to the user
 * PostgreSQL runs as (postgres, when we are root) and must stay mode 700.
 */
export async function copyDataTemplate(template: string, dataDir: string): Promise<void> {
  const cluster = path.join(template, CLUSTER);
  await promisify(execFile)('cp', ['-a', cluster, passwordFileOf(cluster), `${dataDir}/`]);
}
