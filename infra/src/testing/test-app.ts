import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type RegisteredRoute } from '../runtime/build-app.ts';
import { createContext, type RunningContext } from '../runtime/create-context.ts';
import { startProjections } from '../runtime/start-projections.ts';
import { createTestDatabase } from './test-database.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { MailTransport } from '../mail/mail-transport.ts';
import { readMailConfig } from '../mail/mail-config.ts';
import { createSmsTransport, readSmsConfig, type SmsTransport } from '../sms/sms-transport.ts';
import { latestVerificationMail } from './mail-outbox.ts';
import type { Clock, IdGenerator } from '../clock.ts';
import { PROJECTION_MANIFEST } from '@usher/events/projection-manifest';
import { projectionIsBehind } from '../eventstore/log-lookups.ts';

export interface TestApp {
  app: FastifyInstance;
  context: RunningContext;
  /** Every route the app registered, with its schemas. */
  routes: RegisteredRoute[];
  /** Signs up a fresh user (in a fresh organisation) and returns a Bearer header for them. */
  signUp(
    overrides?: Partial<{ first_name: string; last_name: string; email: string; password: string; share: { event_uuid: string; code: string } }>,
    /** `verifyEmail`: then prove the address as its owner would (see `verifyEmail`), as an invited person must before anything opens. */
    options?: { verifyEmail?: boolean },
  ): Promise<{ auth: { authorization: string }; user: { id: string; email: string }; token: string }>;
  /**
   * Proves a signed-up account's address as its owner does: the code from
   * the latest verification mail (the app's outbox folder), submitted.
   */
  verifyEmail(signedUp: { auth: { authorization: string }; user: { email: string } }): Promise<void>;
  /** Where the app writes the mail it sends itself (verification codes), as .eml files. */
  outboxDir: string;
  /** Waits until every projection has applied everything appended so far. */
  settle(): Promise<void>;
  /** The port of the app's inbound mail listener (bounces, complaints), on 127.0.0.1; null without projections. */
  inboundSmtpPort(): Promise<number | null>;
  close(): Promise<void>;
}

let emails = 0;

/**
 * The embedded all-in-one app on a fresh database of its own, with the
 * projection runners going, for `app.inject` tests.
 */
export async function createTestApp(
  adminUrl: string,
  options: { projections?: boolean; communicationsEngine?: boolean; clock?: Clock; ids?: IdGenerator; mail?: MailTransport; sms?: SmsTransport } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(adminUrl);
  // Without SMTP the product writes each mail as an .eml file: a folder of the test's own keeps them apart.
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'usher-test-mail-'));
  // Text messages go to the same folder's sms/ unless the test names a gateway.
  const sms = options.sms ?? createSmsTransport(readSmsConfig({ DATA_DIR: outboxDir }));
  // Unless the test brings its own transport, mail follows the saved SMTP settings like the product's, else that folder.
  const context = await createContext(database.url, {
    poolSize: 10,
    clock: options.clock,
    ids: options.ids,
    mail: options.mail,
    mailConfig: readMailConfig({ DATA_DIR: outboxDir }),
    sms,
  });
  // Its inbound mail listener on a free loopback port of its own, quietly.
  const projections =
    options.projections === false
      ? null
      : startProjections(context, { inboundMail: { port: 0, host: '127.0.0.1', log: () => undefined }, communicationsEngine: options.communicationsEngine });
  // A field a handler answers that its route's response schema does not declare would vanish from the
  // answer; every route test reports it, so the contract stays exact.
  const undeclared = new Set<string>();
  const reportUndeclaredResponseFields = (report: string) => {
    if (!undeclared.has(report)) console.error(`Undeclared response fields: ${report}`);
    undeclared.add(report);
  };
  const { app, hub, routes } = await buildApp(context, { services: { command: true, queryApi: true }, logLevel: 'silent', reportUndeclaredResponseFields });
  await app.ready();
  const testApp: TestApp = {
    app,
    context,
    routes,
    async signUp(overrides = {}, signUpOptions = {}) {
      const body = {
        first_name: 'Test',
        last_name: 'User',
        email: `user${++emails}-${Date.now()}@example.com`,
        password: 'correct horse battery',
        ...overrides,
      };
      const response: LightMyRequestResponse = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: body });
      if (response.statusCode !== 201) throw new Error(`signup failed: ${response.body}`);
      const json = response.json() as { access_token: string; user: { id: string; email: string } };
      const signedUp = { auth: { authorization: `Bearer ${json.access_token}` }, user: json.user, token: json.access_token };
      if (signUpOptions.verifyEmail) await testApp.verifyEmail(signedUp);
      return signedUp;
    },
    outboxDir: path.join(outboxDir, 'mail'),
    inboundSmtpPort: async () => projections?.inboundMail?.port ?? null,
    async verifyEmail(signedUp) {
      const { code } = await latestVerificationMail(path.join(outboxDir, 'mail'), signedUp.user.email);
      const response = await app.inject({ method: 'POST', url: '/api/auth/submit-email-verification', headers: signedUp.auth, payload: { code } });
      if (response.statusCode !== 200) throw new Error(`verification failed: ${response.body}`);
    },
    async settle() {
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline) {
        const behind = await Promise.all(Object.entries(PROJECTION_MANIFEST).map(([name, types]) => projectionIsBehind(context.db, name, types)));
        if (!behind.includes(true)) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error('Projections did not catch up within 10 s');
    },
    async close() {
      hub?.closeAll();
      await app.close();
      await projections?.stop();
      await context.close();
      await database.destroy();
      fs.rmSync(outboxDir, { recursive: true, force: true });
      if (undeclared.size) throw new Error(`Answers carried fields their response schemas do not declare:\n${[...undeclared].join('\n')}`);
    },
  };
  return testApp;
}
