import { streamIds } from '@usher/events';
import { DomainError } from '@usher/domain/deciders/domain-error';
import type { MessageReport } from '@usher/domain/communications/message-reports';
import type { Db } from '../../db/database.ts';
import type { EventStore } from '../../eventstore/event-store.ts';
import { classifyInboundMail } from './classify-inbound-mail.ts';
import { listenForInboundMail } from './inbound-smtp-server.ts';

export interface InboundMailOptions {
  /** null: not listening; 0: any free port (tests). */
  port: number | null;
  host: string;
  bounceDomain: string;
  /** Records what a mail reported about one message (its status, the suppression list). */
  record(messageId: string, report: MessageReport): Promise<void>;
  log(message: string): void;
}

export interface InboundMail {
  /** The port it listens on, once it does; null when it is off or could not listen. */
  port: Promise<number | null>;
  stop(): Promise<void>;
}

/**
 * Starts the listener of messages' return addresses beside the other
 * followers of the log. A port already taken (another instance of the
 * projections service has it) is said in the log and the rest goes on
 * without it: inbound mail is one instance's job, like a projection's lock.
 */
export function startInboundMail(context: { db: Db; store: EventStore }, options: InboundMailOptions): InboundMail {
  if (options.port === null) {
    options.log('Inbound mail is off (INBOUND_SMTP_PORT): bounces, complaints and unsubscribes by email are not read.');
    return { port: Promise.resolve(null), stop: async () => undefined };
  }
  const bounceDomain = options.bounceDomain.toLowerCase();
  const started = listenForInboundMail(options.port, options.host, {
    db: context.db,
    bounceDomain,
    messageExists: async (messageId) => (await context.store.streamVersion(streamIds.outboundMessage(messageId))) > 0,
    async receive(raw, messageIds) {
      const report = await classifyInboundMail(raw).catch(() => null);
      // Anything else (an auto-reply, a person writing back, a message past the parser's limits) is taken and dropped.
      if (!report) return;
      for (const messageId of messageIds) {
        try {
          await options.record(messageId, report);
        } catch (error) {
          // A refusal will be the same next time: taken and dropped. Anything else (the database away) is 451, tried again.
          if (!(error instanceof DomainError)) throw error;
        }
      }
    },
  }).then(
    (server) => {
      options.log(`Inbound mail on port ${server.port}: delivery reports, complaints and unsubscribes for bounce+…@${bounceDomain}`);
      return server;
    },
    (error: unknown) => {
      const reason = (error as { code?: string }).code === 'EADDRINUSE' ? 'the port is in use' : error instanceof Error ? error.message : String(error);
      options.log(`Inbound mail could not listen on port ${options.port} (${reason}); going on without it.`);
      return null;
    },
  );
  return {
    port: started.then((server) => server?.port ?? null),
    async stop() {
      await (await started)?.close();
    },
  };
}
