import { createHash } from 'node:crypto';
import type { Transporter } from 'nodemailer';
import type { Db } from '../db/database.ts';
import { unseal } from '../secrets/secret-box.ts';
import { nodemailerMail, type MailTransport, type OutgoingMail } from './mail-transport.ts';
import { bounceDomainOf, withMessageId } from './message-id.ts';
import { createSmtpTransporter, type SmtpServerSettings } from './smtp-settings-transport.ts';

/** How one event's messages leave: its own SMTP configuration, or the instance's mail. */
export interface EventMailRoute {
  transport: MailTransport;
  /** The configuration used, or null for the instance's mail. */
  smtpConfigurationId: string | null;
  /** The sender the transport puts on each message (null: the instance's MAIL_FROM). */
  from: { name: string; address: string } | null;
  replyTo: string | null;
  /** The throttle: at most this many messages a minute through this route. */
  maxPerMinute: number;
}

const DEFAULT_INSTANCE_MAX_PER_MINUTE = 6000;

export function instanceMaxPerMinute(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.MAIL_MAX_PER_MINUTE);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_INSTANCE_MAX_PER_MINUTE;
}

// One pooled transporter per configuration, kept while its settings (and sealed password) stay the same.
const pools = new Map<string, { fingerprint: string; transporter: Transporter }>();

function pooledTransporter(configurationId: string, settings: SmtpServerSettings, fingerprintParts: unknown[]): Transporter {
  const fingerprint = createHash('sha256').update(JSON.stringify(fingerprintParts)).digest('hex');
  const current = pools.get(configurationId);
  if (current?.fingerprint === fingerprint) return current.transporter;
  current?.transporter.close();
  const transporter = createSmtpTransporter(settings);
  pools.set(configurationId, { fingerprint, transporter });
  return transporter;
}

/** Closes every event's pooled connections (a graceful stop). */
export function closeEventMailTransports(): void {
  for (const { transporter } of pools.values()) transporter.close();
  pools.clear();
}

/** Wraps a transporter as a MailTransport that signs as the configuration's sender unless a message says otherwise. */
export function configuredMailTransport(
  transporter: Transporter,
  defaults: { from: { name: string; address: string }; replyTo: string | null; bounceDomain?: string },
  description: string,
): MailTransport {
  // The rule's domain is the product's, not the configuration's sender's (message-id.ts).
  const bounceDomain = defaults.bounceDomain ?? bounceDomainOf(process.env);
  return {
    description,
    async send(mail: OutgoingMail) {
      const info = await transporter.sendMail({ ...nodemailerMail(withMessageId(mail, bounceDomain), defaults.from), ...(mail.replyTo ?? defaults.replyTo ? { replyTo: mail.replyTo ?? defaults.replyTo! } : {}) });
      return { messageId: String(info.messageId), response: String(info.response) };
    },
    close: () => transporter.close(),
  };
}

/**
 * The transport for an event's messages: the SMTP configuration its mail
 * settings name (rm_event_communication_settings.smtp_configuration_id), with
 * the password opened from smtp_configuration_secrets; or the instance's mail
 * when the event names none, or names one since deleted.
 */
export async function eventMailTransportFor(db: Db, eventUuid: string, instanceTransport: MailTransport): Promise<EventMailRoute> {
  const row = await db
    .selectFrom('rm_event_communication_settings as s')
    .innerJoin('rm_smtp_configurations as c', (join) => join.onRef('c.id', '=', 's.smtp_configuration_id').onRef('c.event_uuid', '=', 's.event_uuid'))
    .leftJoin('smtp_configuration_secrets as k', 'k.smtp_configuration_id', 'c.id')
    .select(['c.id', 'c.host', 'c.port', 'c.security', 'c.username', 'c.from_email', 'c.from_name', 'c.reply_to', 'c.max_per_minute', 'k.password_sealed'])
    .where('s.event_uuid', '=', eventUuid)
    .executeTakeFirst();
  if (!row) return { transport: instanceTransport, smtpConfigurationId: null, from: null, replyTo: null, maxPerMinute: instanceMaxPerMinute() };
  const settings: SmtpServerSettings = {
    host: row.host,
    port: row.port,
    security: row.security,
    username: row.username,
    password: row.password_sealed ? await unseal(db, row.password_sealed, 'smtp_password_key') : null,
  };
  const from = { name: row.from_name ?? '', address: row.from_email };
  const transporter = pooledTransporter(row.id, settings, [row.host, row.port, row.security, row.username, row.password_sealed]);
  const transport = configuredMailTransport(transporter, { from, replyTo: row.reply_to }, `mail: the event's SMTP server ${row.host}:${row.port}`);
  // The pool outlives one message: closing this handle must not close it for the next.
  return { transport: { ...transport, close: () => {} }, smtpConfigurationId: row.id, from, replyTo: row.reply_to, maxPerMinute: row.max_per_minute };
}
