import path from 'node:path';
import { readMailConfig, type MailConfig } from './mail/mail-config.ts';

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
  /** Where people reach the dashboard: links in emails (RSVP pages) start with it. */
  appUrl: string;
  /** SMTP_HOST, SMTP_PORT, SMTP_SECURE, SMTP_USER, SMTP_PASSWORD, MAIL_FROM. */
  mail: MailConfig;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || null,
    secureCookies: env.SECURE_COOKIES === 'true',
    logLevel: env.LOG_LEVEL ?? 'info',
    appUrl: (env.APP_URL?.trim() || `http://localhost:${Number(env.PORT ?? 3000)}`).replace(/\/+$/, ''),
    mail: readMailConfig(env),
  };
}
