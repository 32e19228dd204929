import path from 'node:path';
import { bounceDomainOf } from './message-id.ts';

/** How the product sends email, read from the environment. */
export interface MailConfig {
  /** null: no SMTP server configured, messages are written as .eml files to `outboxDir`. */
  smtp: {
    host: string;
    port: number;
    /** true: TLS from the first byte (port 465); false: STARTTLS when the server offers it. */
    secure: boolean;
    /** Refuse to send unless the server upgrades with STARTTLS (a saved server's 'starttls' mode). */
    requireTls?: boolean;
    /** Never upgrade, even when offered (a saved server's 'none' mode). */
    ignoreTls?: boolean;
    user: string | null;
    password: string | null;
  } | null;
  from: string;
  outboxDir: string;
  /** The domain of every Message-ID (message-id.ts): the bounce domain. */
  bounceDomain: string;
}

export function readMailConfig(env: NodeJS.ProcessEnv = process.env): MailConfig {
  const secure = env.SMTP_SECURE === 'true';
  const host = env.SMTP_HOST?.trim();
  return {
    smtp: host
      ? {
          host,
          port: Number(env.SMTP_PORT ?? (secure ? 465 : 587)),
          secure,
          user: env.SMTP_USER || null,
          password: env.SMTP_PASSWORD || null,
        }
      : null,
    from: env.MAIL_FROM?.trim() || 'Usher <no-reply@usher.localhost>',
    outboxDir: path.join(path.resolve(env.DATA_DIR ?? './data'), 'mail'),
    bounceDomain: bounceDomainOf(env),
  };
}
