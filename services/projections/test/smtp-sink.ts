import { SMTPServer } from 'smtp-server';
import PostalMime, { type Email } from 'postal-mime';
import type { AddressInfo } from 'node:net';

export interface SunkMail {
  to: string;
  /** The envelope sender (MAIL FROM): the VERP return address. */
  returnPath: string;
  messageId: string;
  /** What MAIL FROM carried of DSN (RFC 3461), when the server offered it. */
  dsn: { ret: string | null; envid: string | null } | null;
  raw: Buffer;
}

export interface SmtpSink {
  port: number;
  /** Every message accepted, in order. */
  accepted: SunkMail[];
  /** When each accepted message arrived (ms, performance.now()). */
  arrivals(): number[];
  /** Every RCPT the sink answered with 4xx or 5xx. */
  turnedAway: { to: string; code: number }[];
  env: Record<string, string>;
  parse(mail: SunkMail): Promise<Email>;
  waitFor(count: () => boolean, timeoutMs?: number): Promise<void>;
  /**
   * From the `after`-th accepted message on, holds each new message unanswered (the sender waits on
   * its DATA) until `release`: a test can stop the product while messages are in flight.
   */
  holdAfter(after: number): void;
  /** How many messages are being held. */
  held(): number;
  release(): void;
  close(): Promise<void>;
}

/**
 * A real SMTP server (smtp-server) on loopback for the engine's tests: it
 * answers a recipient by its local part — `defer…@` 451 (try later),
 * `refuse…@` 550 (no such user), anyone else 250 with a queue id — offers
 * DSN, and keeps each accepted message's envelope, Message-ID and bytes
 * (parsed only when a test asks: five thousand messages arrive fast).
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const accepted: SunkMail[] = [];
  const turnedAway: { to: string; code: number }[] = [];
  const arrivals: number[] = [];
  let queued = 0;
  let gate: { after: number; waiting: (() => void)[] } | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    hideDSN: false,
    logger: false,
    maxClients: 50,
    // The product keeps pooled connections open: closing the sink ends them rather than waiting 30 s.
    closeTimeout: 100,
    onRcptTo(address, _session, callback) {
      const local = address.address.split('@')[0]!;
      const code = local.startsWith('defer') ? 451 : local.startsWith('refuse') ? 550 : 0;
      if (!code) return callback();
      turnedAway.push({ to: address.address, code });
      const error = Object.assign(new Error(code === 451 ? 'Mailbox busy, try again later' : 'No such user here'), { responseCode: code });
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        if (gate && accepted.length >= gate.after) {
          const held = gate;
          await new Promise<void>((resolve) => held.waiting.push(resolve));
        }
        const raw = Buffer.concat(chunks);
        const head = raw.subarray(0, Math.max(0, raw.indexOf('\r\n\r\n'))).toString('utf8');
        const messageId = /^Message-ID:\s*(<[^>]+>)/im.exec(head)?.[1] ?? '';
        const mailFrom = session.envelope.mailFrom;
        arrivals.push(performance.now());
        for (const rcpt of session.envelope.rcptTo) {
          accepted.push({ to: rcpt.address, returnPath: mailFrom ? mailFrom.address : '', messageId, dsn: session.envelope.dsn ?? null, raw });
        }
        callback(null, `Ok: queued as Q${++queued}`);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    accepted,
    turnedAway,
    arrivals: () => [...arrivals],
    env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), SMTP_SECURE: 'false', MAIL_FROM: 'Usher Events <events@usher.test>' },
    parse: (mail) => PostalMime.parse(mail.raw),
    async waitFor(done, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (!done()) {
        if (Date.now() > deadline) throw new Error(`Not within ${timeoutMs} ms: ${accepted.length} accepted, ${turnedAway.length} turned away`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    holdAfter: (after) => void (gate = { after, waiting: [] }),
    held: () => gate?.waiting.length ?? 0,
    release() {
      const opened = gate;
      gate = null;
      for (const resolve of opened?.waiting ?? []) resolve();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
