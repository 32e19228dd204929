import path from 'node:path';
import { readMailConfig, type MailConfig } from './mail/mail-config.ts';
import { appUrlOf, bounceDomainOf } from './mail/message-id.ts';
import { parseTrustedProxies } from './http/trusted-proxies.ts';
import { parseDnsServers } from './dns/dns-servers.ts';
import { parseReplicaUrls } from './db/replicas/replica-urls.ts';

/** Settings read from the environment, once, at start. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Set in scaled mode; without it the embedded PostgreSQL is started. */
  databaseUrl: string | null;
  /** DATABASE_REPLICA_URLS: streaming replicas the query API reads from; empty: every read on DATABASE_URL. */
  databaseReplicaUrls: string[];
  /** DATABASE_REPLICA_MAX_LAG_MS: a replica further behind leaves the rotation until it catches up (5000 by default). */
  replicaMaxLagMs: number;
  /** True when APP_URL is https: cookies then always carry Secure. */
  secureCookies: boolean;
  /** TRUSTED_PROXIES: the only peers whose X-Forwarded-* headers are believed. */
  trustedProxies: string[];
  logLevel: string;
  /** Where people reach the dashboard: links in emails (RSVP pages) start with it. */
  appUrl: string;
  /** SMTP_HOST, SMTP_PORT, SMTP_SECURE, SMTP_USER, SMTP_PASSWORD, MAIL_FROM. */
  mail: MailConfig;
  /** INBOUND_SMTP_PORT: where bounces, complaints and unsubscribe mails arrive; null: not listening (0 or 'off'). */
  inboundSmtpPort: number | null;
  /** BOUNCE_DOMAIN: the domain of messages' return addresses (`bounce+{token}@…`), whose MX must reach the inbound port. */
  bounceDomain: string;
  /** MAIL_MAX_PER_MINUTE: how many communications a minute go through the instance's own SMTP server (6000 by default). */
  mailMaxPerMinute: number;
  /** DNS_SERVERS: whom the server asks for the TXT records that prove an email domain; empty: the system's resolvers. */
  dnsServers: string[];
  /** HEALTH_LAG_SECONDS: a read model this far behind makes /api/health say degraded (10 by default). */
  healthLagSeconds: number;
  /** PROJECTIONS_THREAD_NICE: how much lower the all-in-one process's projections thread runs than its requests (0 by default: the same). */
  projectionsThreadNice: number;
  /** SENDERS_THREAD_NICE: how much lower the all-in-one process's senders thread (mail, webhooks) runs than its requests (10 by default). */
  sendersThreadNice: number;
}

/**
 * Unset: 2525 (no privileges needed; forward port 25 to it). '0', 'off' or
 * anything that is not a port: no listener (the start log says inbound mail is off).
 */
function readInboundSmtpPort(value: string | undefined): number | null {
  const text = value?.trim().toLowerCase();
  if (!text) return 2525;
  const port = Number(text);
  return Number.isInteger(port) && port >= 1 && port <= 65535 ? port : null;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const appUrl = appUrlOf(env);
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || null,
    databaseReplicaUrls: parseReplicaUrls(env.DATABASE_REPLICA_URLS),
    replicaMaxLagMs: positiveInteger(env.DATABASE_REPLICA_MAX_LAG_MS, 5000),
    secureCookies: appUrl.toLowerCase().startsWith('https:'),
    trustedProxies: parseTrustedProxies(env.TRUSTED_PROXIES),
    logLevel: env.LOG_LEVEL ?? 'info',
    appUrl,
    mail: readMailConfig(env),
    inboundSmtpPort: readInboundSmtpPort(env.INBOUND_SMTP_PORT),
    bounceDomain: bounceDomainOf(env),
    mailMaxPerMinute: positiveInteger(env.MAIL_MAX_PER_MINUTE, 6000),
    dnsServers: parseDnsServers(env.DNS_SERVERS),
    healthLagSeconds: positiveInteger(env.HEALTH_LAG_SECONDS, 10),
    projectionsThreadNice: niceValue(env.PROJECTIONS_THREAD_NICE, 0),
    sendersThreadNice: niceValue(env.SENDERS_THREAD_NICE, 10),
  };
}

/** 0 (the same priority as requests) to 19 (the lowest); anything else: the default. */
function niceValue(value: string | undefined, fallback: number): number {
  const parsed = Number(value?.trim() || NaN);
  return Number.isInteger(parsed) && parsed >= 0 && parsed <= 19 ? parsed : fallback;
}

function positiveInteger(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}
