import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions, type RegisteredRoute } from '../../src/runtime/build-app.ts';
import { createContext, type RunningContext } from '../../src/runtime/create-context.ts';
import { createTestDatabase } from '../../src/testing/test-database.ts';

export interface AppWithOptions {
  app: FastifyInstance;
  routes: RegisteredRoute[];
  context: RunningContext;
  close(): Promise<void>;
}

/**
 * The all-in-one app on a fresh database, built with the options a start reads from the
 * environment (trusted proxies, APP_URL's scheme, a log destination): what createTestApp
 * builds with the defaults. No projection runners: these tests read tables and the log.
 */
export async function appWithOptions(adminUrl: string, options: Partial<AppOptions> & { secureCookies?: boolean } = {}): Promise<AppWithOptions> {
  const database = await createTestDatabase(adminUrl, { max: 2 });
  const context = await createContext(database.url, { poolSize: 4, secureCookies: options.secureCookies });
  const { secureCookies: _secure, ...appOptions } = options;
  const { app, hub, routes } = await buildApp(context, { services: { command: true, queryApi: true }, logLevel: 'silent', ...appOptions });
  await app.ready();
  return {
    app,
    routes,
    context,
    async close() {
      hub?.closeAll();
      await app.close();
      await context.close();
      await database.destroy();
    },
  };
}
