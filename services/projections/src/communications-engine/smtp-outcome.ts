import { isRecipientRefusal, type SentMail } from '@usher/infra/mail/mail-transport';

/** What one try at sending came to, in the terms of a message's statuses. */
export type SendOutcome =
  | { kind: 'sent'; code: string | null; detail: string | null; providerMessageId: string | null }
  /** 4xx, or no answer at all (a server down, a connection cut): worth trying again later. */
  | { kind: 'deferred'; code: string | null; detail: string }
  /** 5xx: the server refused the recipient or the message for good; `recipient`: the address itself (550 at RCPT), to be suppressed. */
  | { kind: 'refused'; code: string; detail: string; recipient: boolean };

const REPLY_MAX = 1000;
// Postfix, Exim, Sendmail and smtp-server name the queue entry in their 250 reply.
const QUEUE_ID = /queued as\s+([^\s;,]+)/i;

/** The server accepted: its reply code, its words, and its queue id (or the whole reply when it names none). */
export function outcomeOfAcceptance(sent: SentMail): SendOutcome {
  const reply = sent.response?.trim().slice(0, REPLY_MAX) ?? null;
  if (!reply) return { kind: 'sent', code: null, detail: null, providerMessageId: null };
  const code = /^\d{3}/.exec(reply)?.[0] ?? null;
  return { kind: 'sent', code, detail: reply, providerMessageId: QUEUE_ID.exec(reply)?.[1] ?? reply };
}

/** The server (or the connection) failed the try: refused for good on 5xx, else deferred. */
export function outcomeOfFailure(error: unknown): SendOutcome {
  const failure = error as { responseCode?: unknown; response?: unknown; message?: unknown };
  const detail = String(typeof failure.response === 'string' && failure.response ? failure.response : (failure.message ?? error))
    .trim()
    .slice(0, REPLY_MAX);
  const code = typeof failure.responseCode === 'number' ? failure.responseCode : null;
  if (code !== null && code >= 500 && code < 600) return { kind: 'refused', code: String(code), detail, recipient: isRecipientRefusal(error) };
  return { kind: 'deferred', code: code === null ? null : String(code), detail };
}
