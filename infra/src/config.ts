import path from 'node:path';

/** Settings read from the environment, once, at start. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Set in scaled mode; without it the embedded PostgreSQL is started. */
  databaseUrl: string | null;
  /** True when cookies must carry Secure (behind HTTPS). */
  secureCookies: boolean;
  logLevel: string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || null,
    secureCookies: env.SECURE_COOKIES === 'true',
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
