import { createHash } from 'node:crypto';
import type { Transporter } from 'nodemailer';
import type { Db } from '../db/database.ts';
import { unseal } from '../secrets/secret-box.ts';
import { nodemailerMail, sendable, type MailTransport, type OutgoingMail } from './mail-transport.ts';
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
      const info = await transporter.sendMail(
        await sendable({
          ...nodemailerMail(withMessageId(mail, bounceDomain), defaults.from),
          ...((mail.replyTo ?? defaults.replyTo) ? { replyTo: mail.replyTo ?? defaults.replyTo! } : {}),
        }),
      );
      return { messageId: String(info.messageId), response: String(info.response) };
    },
    close: () => transporter.close(),
  };
}

/** The SMTP configuration an event's mail settings name, as whoever asks knows it (its password stays in smtp_configuration_secrets). */
export interface EventSmtpConfiguration {
  id: string;
  host: string;
  port: number;
  security: SmtpServerSettings['security'];
  username: string | null;
  from_email: string;
  from_name: string | null;
  reply_to: string | null;
  max_per_minute: number;
}

/**
 * The transport for an event's messages: through the SMTP configuration its
 * mail settings name, with the password opened from smtp_configuration_secrets;
 * or the instance's mail when it names none (or one since deleted). Which
 * configuration that is, the caller says: the communications engine reads it
 * from the read models (@usher/read-models/communications/event-mail-route),
 * a test send folds the event's and the configuration's streams.
 */
export async function eventMailRouteOf(db: Db, configuration: EventSmtpConfiguration | null, instanceTransport: MailTransport): Promise<EventMailRoute> {
  if (!configuration) return { transport: instanceTransport, smtpConfigurationId: null, from: null, replyTo: null, maxPerMinute: instanceMaxPerMinute() };
  const secret = await db
    .selectFrom('smtp_configuration_secrets')
    .select('password_sealed')
    .where('smtp_configuration_id', '=', configuration.id)
    .executeTakeFirst();
  const passwordSealed = secret?.password_sealed ?? null;
  const { id, host, port, security, username } = configuration;
  const settings: SmtpServerSettings = {
    host,
    port,
    security,
    username,
    password: passwordSealed ? await unseal(db, passwordSealed, 'smtp_password_key') : null,
  };
  const from = { name: configuration.from_name ?? '', address: configuration.from_email };
  const transporter = pooledTransporter(id, settings, [host, port, security, username, passwordSealed]);
  const transport = configuredMailTransport(transporter, { from, replyTo: configuration.reply_to }, `mail: the event's SMTP server ${host}:${port}`);
  // The pool outlives one message: closing this handle must not close it for the next.
  return {
    transport: { ...transport, close: () => {} },
    smtpConfigurationId: id,
    from,
    replyTo: configuration.reply_to,
    maxPerMinute: configuration.max_per_minute,
  };
}
