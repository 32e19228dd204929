import { SMTPServer } from 'smtp-server';
import PostalMime, { type Email } from 'postal-mime';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  to: string[];
  /** The envelope sender (MAIL FROM): where bounces go. */
  from: string;
  email: Email;
}

export interface TestSmtpServer {
  port: number;
  received: ReceivedMail[];
  /**
   * Answers given at RCPT TO to these addresses (lower case) instead of accepting them,
   * e.g. `{ code: 450, message: '4.7.1 Try again later' }` for a full mailbox; delete an
   * entry and the address is accepted again.
   */
  recipientAnswers: Map<string, { code: number; message: string }>;
  /** Resolves with the first received message that matches (waiting for it if needed). */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** The environment that points the product's transport at this server. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A real SMTP server (the `smtp-server` package) on a free local port that
 * keeps every message it accepts, parsed with `postal-mime`: tests read what
 * a mail client would.
 */
export async function startTestSmtpServer(
  options: { auth?: { user: string; pass: string }; /** A given port (a server back where one was down); a free one by default. */ port?: number } = {},
): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const recipientAnswers = new Map<string, { code: number; message: string }>();
  const waiters = new Set<() => void>();
  const { auth } = options;
  const server = new SMTPServer({
    authOptional: !auth,
    // A product still holding a pooled connection would keep close() waiting for smtp-server's default 30 s.
    closeTimeout: 100,
    disabledCommands: ['STARTTLS'],
    // With `auth`, a login is required (over plain text, as on loopback) and only these credentials pass: 535 for others.
    ...(auth && {
      allowInsecureAuth: true,
      onAuth(credentials, _session, callback) {
        if (credentials.username === auth.user && credentials.password === auth.pass) return callback(null, { user: credentials.username });
        callback(Object.assign(new Error('Authentication credentials invalid'), { responseCode: 535 }));
      },
    }),
    logger: false,
    onRcptTo(address, _session, callback) {
      const answer = recipientAnswers.get(address.address.toLowerCase());
      if (answer) return callback(Object.assign(new Error(answer.message), { responseCode: answer.code }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((email) => {
            received.push({
              to: session.envelope.rcptTo.map((r) => r.address),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              email,
            });
            for (const wake of waiters) wake();
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    received,
    recipientAnswers,
    env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), SMTP_SECURE: 'false', MAIL_FROM: 'Usher Test <events@usher.test>' },
    async waitFor(match, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find(match);
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(
            `No matching mail within ${timeoutMs} ms; received: ${received.map((m) => `${m.to.join(',')}: ${m.email.subject}`).join(' | ') || 'none'}`,
          );
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            resolve();
          };
          waiters.add(wake);
          setTimeout(wake, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
