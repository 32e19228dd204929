import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { messageIdOfToken, tokenOfVerpAddress } from '../message-tokens.ts';
import type { Db } from '../../db/database.ts';

/** A mail too big for a report (a bounce returns headers, a complaint one message): refused. */
export const MAX_INBOUND_MESSAGE_BYTES = 1024 * 1024;
// One message of ours has one return address; a report about a few at once is the most anyone sends.
const MAX_RECIPIENTS = 10;
const MAX_TRANSACTIONS_PER_CONNECTION = 100;
const MAX_CLIENTS = 100;
const MAX_CLIENTS_PER_ADDRESS = 10;
const IDLE_TIMEOUT_MS = 30_000;
const CLOSE_TIMEOUT_MS = 5_000;

export interface InboundSmtpOptions {
  db: Db;
  /** Only `bounce+{token}@{bounceDomain}` is a recipient here. */
  bounceDomain: string;
  /** Whether the message a valid token names exists (a token of a message never made is refused like any other). */
  messageExists(messageId: string): Promise<boolean>;
  /** A whole message for these messages' return addresses; throwing answers 451, and the sender tries again later. */
  receive(raw: Buffer, messageIds: string[]): Promise<void>;
}

export interface InboundSmtpServer {
  port: number;
  close(): Promise<void>;
}

const refusal = (responseCode: number, message: string) => Object.assign(new Error(message), { responseCode });

/**
 * The SMTP listener of a message's return address (VERP): it takes mail for
 * those addresses only (no AUTH, no relaying: any other recipient is 550),
 * bounded in size, recipients, connections and idle time, and hands each
 * message whole to `receive`.
 */
export async function listenForInboundMail(port: number, host: string, options: InboundSmtpOptions): Promise<InboundSmtpServer> {
  const connectionsByAddress = new Map<string, number>();
  const messageIdOfRecipient = async (address: string): Promise<string | null> => {
    const at = address.lastIndexOf('@');
    if (at < 0 || address.slice(at + 1).toLowerCase() !== options.bounceDomain) return null;
    const token = tokenOfVerpAddress(address);
    const messageId = token ? await messageIdOfToken(options.db, token) : null;
    return messageId && (await options.messageExists(messageId)) ? messageId : null;
  };

  const server = new SMTPServer({
    name: options.bounceDomain,
    banner: 'Usher: delivery reports, complaints and unsubscribes only',
    size: MAX_INBOUND_MESSAGE_BYTES,
    // Past the size, 552 whatever onData answers (recent smtp-server; the typings do not name it yet).
    ...({ rejectOversized: true } as object),
    authOptional: true,
    // Bounces arrive from any mail server on the internet: nobody signs in, and without a
    // certificate of the bounce domain an offered STARTTLS would only fail their verification.
    disabledCommands: ['AUTH', 'STARTTLS'],
    disableReverseLookup: true,
    maxClients: MAX_CLIENTS,
    socketTimeout: IDLE_TIMEOUT_MS,
    closeTimeout: CLOSE_TIMEOUT_MS,
    logger: false,
    onConnect(session, callback) {
      const open = connectionsByAddress.get(session.remoteAddress) ?? 0;
      if (open >= MAX_CLIENTS_PER_ADDRESS) return callback(refusal(421, 'Too many connections from your address; try again later'));
      connectionsByAddress.set(session.remoteAddress, open + 1);
      callback();
    },
    onClose(session) {
      const open = (connectionsByAddress.get(session.remoteAddress) ?? 1) - 1;
      if (open > 0) connectionsByAddress.set(session.remoteAddress, open);
      else connectionsByAddress.delete(session.remoteAddress);
    },
    onMailFrom(_address, session, callback) {
      // Bounces come from the null sender (<>): any sender is taken.
      if (transactionOf(session) > MAX_TRANSACTIONS_PER_CONNECTION) return callback(refusal(421, 'Too many messages on one connection; reconnect'));
      callback();
    },
    onRcptTo(address, session, callback) {
      if (session.envelope.rcptTo.length >= MAX_RECIPIENTS) return callback(refusal(452, 'Too many recipients'));
      messageIdOfRecipient(address.address).then(
        (messageId) => callback(messageId ? null : refusal(550, 'No such recipient here: this server takes replies to messages it sent only')),
        () => callback(refusal(451, 'Cannot check the recipient now; try again later')),
      );
    },
    onData(stream, session, callback) {
      readBounded(stream)
        .then(async (raw) => {
          if (!raw) return callback(refusal(552, `Message exceeds fixed maximum message size ${MAX_INBOUND_MESSAGE_BYTES}`));
          const ids = await Promise.all(session.envelope.rcptTo.map((rcpt) => messageIdOfRecipient(rcpt.address)));
          await options.receive(raw, [...new Set(ids.filter((id): id is string => id !== null))]);
          callback();
        })
        .catch(() => callback(refusal(451, 'The message could not be processed now; try again later')));
    },
  });
  // A peer that resets its connection is its own problem; it must never end the process.
  server.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    const failed = (error: Error) => reject(error);
    server.server.once('error', failed);
    server.listen(port, host, () => {
      server.server.off('error', failed);
      resolve();
    });
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function transactionOf(session: SMTPServerSession): number {
  return (session as SMTPServerSession & { transaction?: number }).transaction ?? 1;
}

/**
 * The message's bytes, or null once it passed the size limit: what comes
 * after is read and dropped (the stream must be drained for the reply to go
 * out) rather than kept.
 */
function readBounded(stream: SMTPServerDataStream): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let bytes = 0;
    let over = false;
    stream.on('data', (chunk: Buffer) => {
      if (over) return;
      bytes += chunk.length;
      if (bytes > MAX_INBOUND_MESSAGE_BYTES) {
        over = true;
        chunks.length = 0;
        return;
      }
      chunks.push(chunk);
    });
    stream.once('error', reject);
    stream.once('end', () => resolve(over || stream.sizeExceeded ? null : Buffer.concat(chunks)));
  });
}
