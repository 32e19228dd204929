import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { connectDatabase, type DatabaseHandle } from '@usher/infra/db/database';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '@usher/infra/db/embedded-postgres';
import { inject } from 'vitest';
import { copyDataTemplate, DATA_TEMPLATE_KEY } from './data-template.ts';
import { startProduct, type ProductServer } from './product-server.ts';

/** The organiser who runs the door tests' event. */
export const doorOrganiser = { first_name: 'Olga', last_name: 'Owner', email: 'olga@example.com', password: 'correct horse battery' };

export interface DoorProduct {
  server: ProductServer;
  /** The product's own database: the door tests mint real pass tokens and count check-in events in the log. */
  database: DatabaseHandle;
  tmp: string;
  eventUuid: string;
  owner: { authorization: string };
  call<T = unknown>(method: string, url: string, body?: unknown): Promise<{ status: number; json: T }>;
  checkInEventsOf(guestId: string): Promise<number>;
  stop(): Promise<void>;
}

/**
 * The product on a PostgreSQL the test starts (so it can read the log and
 * sign passes with the instance's secret), with the organiser signed up and
 * one event, 'Harbour Gala'.
 */
export async function startDoorProduct(name: string): Promise<DoorProduct> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `usher-${name}-`));
  fs.chmodSync(tmp, 0o755);
  let postgres: EmbeddedDatabase | undefined;
  let server: ProductServer | undefined;
  let database: DatabaseHandle | undefined;
  const stop = async () => {
    await server?.stop();
    await database?.destroy();
    await postgres?.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  };
  try {
    // The run's migrated cluster, copied: no initdb, and the product's migrator finds nothing to apply.
    await copyDataTemplate(inject(DATA_TEMPLATE_KEY), tmp);
    postgres = await startEmbeddedPostgres({ dir: path.join(tmp, 'postgres'), databaseName: 'usher', ephemeral: true });
    server = await startProduct({ env: { DATABASE_URL: postgres.url } });
    database = connectDatabase(postgres.url, { max: 2 });
    const baseUrl = server.baseUrl;
    const signup = await fetch(`${baseUrl}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(doorOrganiser),
    });
    const owner = { authorization: `Bearer ${((await signup.json()) as { access_token: string }).access_token}` };
    const call = async <T = unknown>(method: string, url: string, body?: unknown) => {
      const response = await fetch(`${baseUrl}${url}`, {
        method,
        headers: { ...owner, 'content-type': 'application/json', accept: 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: (await response.json()) as T };
    };
    const eventUuid = (
      await call<{ data: { uuid: string } }>('POST', '/api/v2/events', { name: 'Harbour Gala', starts_date: '2099-06-01', starts_time: '19:00' })
    ).json.data.uuid;
    const log = database;
    const checkInEventsOf = async (guestId: string) => {
      const result = await sql<{
        count: string;
      }>`select count(*) from es_events where stream_id = ${`attendee-${guestId}`} and type = 'AttendeeCheckedIn'`.execute(log.db);
      return Number(result.rows[0]!.count);
    };
    return { server, database, tmp, eventUuid, owner, call, checkInEventsOf, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Signs the organiser in through the login page and waits for the home page. */
export async function signInAsDoorOrganiser(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/account/login`);
  await page.getByLabel('Email').fill(doorOrganiser.email);
  await page.getByLabel('Password').fill(doorOrganiser.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${baseUrl}/`);
}
