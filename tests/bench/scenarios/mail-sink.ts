import { SMTPServer } from 'smtp-server';

/** What the sink received of one message: enough to answer it (a bounce) or follow its links. */
export interface SunkMessage {
  messageId: string;
  /** The envelope sender: the message's VERP return address. */
  mailFrom: string;
  to: string;
  /** The raw message, kept for the first `keepRaw` messages only (memory). */
  raw: Buffer | null;
}

/**
 * A local SMTP server that accepts everything as fast as it can and remembers
 * each message's Message-ID, envelope sender and recipient: the "local SMTP
 * sink" of issue 20's figure. Duplicates (the same Message-ID twice) are counted.
 */
export class MailSink {
  readonly messages = new Map<string, SunkMessage>();
  duplicates = 0;
  private readonly server: SMTPServer;
  port = 0;

  constructor(private readonly keepRaw = 200) {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      size: 5 * 1024 * 1024,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks);
          const head = raw.subarray(0, Math.min(raw.length, 8192)).toString('latin1');
          const messageId = /^message-id:\s*(<[^>\r\n]+>)/im.exec(head)?.[1] ?? `(none ${this.messages.size})`;
          if (this.messages.has(messageId)) this.duplicates++;
          else {
            this.messages.set(messageId, {
              messageId,
              mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo[0]?.address ?? '',
              raw: this.messages.size < this.keepRaw ? raw : null,
            });
          }
          callback();
        });
      },
    });
  }

  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', () => resolve()));
    const address = this.server.server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
    return this.port;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
