import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { MailConfig } from './mail-config.ts';
import { withMessageId } from './message-id.ts';
import { preparedMime, type NodemailerMail } from './prepared-mime.ts';
import { senderOf } from './sender-name.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with the message, e.g. an invitation's calendar entry (.ics). */
  attachments?: { filename: string; content: string; contentType: string }[];
  /** The sender shown; absent: the transport's own (the instance's MAIL_FROM, or an event configuration's). */
  from?: string | { name: string; address: string };
  /** The display name put on the transport's own address when `from` is absent (the organisation's name for a guest). */
  senderName?: string;
  replyTo?: string;
  /** The SMTP envelope, e.g. a VERP return address for bounces. */
  envelope?: { from: string; to: string };
  messageId?: string;
  headers?: Record<string, string>;
  /** Delivery status notifications asked of a server that offers DSN (RFC 3461). */
  dsn?: { id?: string; return?: 'headers' | 'full'; notify?: ('never' | 'success' | 'failure' | 'delay')[]; recipient?: string };
}

/** What the server answered: the Message-ID sent and its reply line ('250 2.0.0 Ok: queued as …'). */
export interface SentMail {
  messageId: string;
  response?: string;
}

export interface MailTransport {
  /** What the start log says about where mail goes (never the password). */
  readonly description: string;
  /** Resolves once the server (or the outbox folder) has accepted the message. */
  send(mail: OutgoingMail): Promise<SentMail>;
  close(): void;
  /** The mail folder it writes messages to when no server takes them (erasure deletes from there too); absent: it writes none. */
  readonly outboxDir?: string;
}

/** Where mail goes, as the start log says it (never the password). */
export function describeMail(config: MailConfig): string {
  if (!config.smtp) return `mail: no SMTP_HOST, writing messages to ${config.outboxDir}`;
  const { host, port, secure, user } = config.smtp;
  return `mail: sending through SMTP ${host}:${port}${secure ? ' (TLS)' : ''}${user ? ` as ${user}` : ''}`;
}

export interface MailTransportOptions {
  /** Keep up to this many connections open and reuse them (a sender of thousands); absent, one per message. */
  pooledConnections?: number;
}

/**
 * A real SMTP transport when SMTP_HOST is set; otherwise the embedded
 * default: each message, fully encoded, becomes an .eml file under
 * DATA_DIR/mail, which any mail client opens.
 */
export function createMailTransport(config: MailConfig, options: MailTransportOptions = {}): MailTransport {
  if (config.smtp) {
    const { host, port, secure, requireTls, ignoreTls, user, password } = config.smtp;
    const transporter = nodemailer.createTransport({
      ...(options.pooledConnections ? { pool: true, maxConnections: options.pooledConnections, maxMessages: Infinity } : {}),
      host,
      port,
      secure,
      requireTLS: requireTls ?? false,
      ignoreTLS: ignoreTls ?? false,
      auth: user ? { user, pass: password ?? '' } : undefined,
      // A local test server or a relay on the same host offers no certificate worth checking.
      tls: { rejectUnauthorized: !['localhost', '127.0.0.1', '::1'].includes(host) },
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      description: describeMail(config),
      async send(mail) {
        const info = await transporter.sendMail(await sendable(nodemailerMail(withMessageId(mail, config.bounceDomain), config.from)));
        return { messageId: String(info.messageId), response: String(info.response) };
      },
      close: () => transporter.close(),
    };
  }
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    description: describeMail(config),
    outboxDir: config.outboxDir,
    async send(mail) {
      const info = await transporter.sendMail(nodemailerMail(withMessageId(mail, config.bounceDomain), config.from));
      await fs.mkdir(config.outboxDir, { recursive: true });
      const messageId = String(info.messageId);
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${messageId.replace(/[^a-zA-Z0-9]/g, '').slice(0, 40)}.eml`;
      await fs.writeFile(path.join(config.outboxDir, name), info.message as Buffer);
      return { messageId };
    },
    close: () => transporter.close(),
  };
}

/** The message as nodemailer takes it: the sender resolved, the product's own fields left out. */
export function nodemailerMail(mail: OutgoingMail, transportSender: string | { name: string; address: string }) {
  const { senderName: _senderName, ...rest } = mail;
  return { ...rest, from: senderOf(mail, transportSender) };
}

/**
 * What an SMTP transporter is handed: the message already written (prepared-mime.ts) with its
 * envelope, Message-ID and delivery reports, when it has the shape of the product's messages;
 * otherwise the fields, for nodemailer to write.
 */
export async function sendable(mail: SendMailOptions): Promise<SendMailOptions> {
  const raw = await preparedMime(mail as NodemailerMail);
  if (!raw) return mail;
  const { envelope, messageId, dsn } = mail;
  return { raw, envelope, messageId, ...(dsn ? { dsn } : {}) };
}

/** Whether a failure will not go away by trying again (the server refused the recipient or the message). */
export function isPermanentMailError(error: unknown): boolean {
  const code = (error as { responseCode?: unknown })?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/**
 * Whether a failure is a 4xx about this one recipient or message: its server
 * answered "try again later" at RCPT TO or after DATA (a full mailbox,
 * greylisting). It waits on its own schedule; every other failure (no
 * connection, a timeout, 421, a 4xx at login or MAIL FROM) is the server's
 * and concerns every message alike.
 */
export function isRecipientDeferral(error: unknown): boolean {
  const { responseCode: code, command } = (error ?? {}) as { responseCode?: unknown; command?: unknown };
  if (typeof code !== 'number' || code < 400 || code >= 500 || code === 421) return false;
  return command === 'RCPT TO' || command === 'DATA';
}

/**
 * Whether a permanent failure is the recipient's address refused for good: a
 * 5xx at RCPT TO (no such user, mailbox disabled), or a 5.1.x / 5.2.1 status
 * after DATA. Such an address is put on the suppression list like a hard
 * bounce. A 5xx at login or MAIL FROM, or a message refused for its content,
 * is no fault of the address.
 */
export function isRecipientRefusal(error: unknown): boolean {
  if (!isPermanentMailError(error)) return false;
  const { command, response } = error as { command?: unknown; response?: unknown };
  if (command === 'RCPT TO') return true;
  return command === 'DATA' && typeof response === 'string' && /\b5\.(1\.\d+|2\.1)\b/.test(response);
}
