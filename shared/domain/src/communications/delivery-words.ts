import { STATUS_LABELS, type MessageStatus } from './message-status.ts';

/** A message as far as its words need it: its status, and the code and words of what last happened to it. */
export interface DeliveryState {
  status: MessageStatus;
  /** An SMTP reply code (450, 550) or a delivery report's status (4.4.1, 5.1.1). */
  code: string | null;
  detail: string | null;
}

const withReason = (words: string, detail: string | null) => (detail ? `${words}: ${detail}` : words);

/** The status's short name as what happened: "Deferred", "Delayed", "Refused", "Bounced"; else the status's label. */
export function deliveryLabelOf(message: DeliveryState): string {
  const { status, code, detail } = message;
  if (status === 'queued' && (detail || code)) return 'Deferred';
  if (status === 'sent' && code && /^4\./.test(code)) return 'Delayed';
  if (status === 'failed') return 'Refused';
  if (status === 'undelivered') return 'Bounced';
  return STATUS_LABELS[status];
}

/**
 * What happened to a message, in words an organiser reads (issue 28,
 * section 2): the status alone says "queued" for a full mailbox and "sent"
 * for a delay report, which is not what happened.
 * - queued after a 4xx (or no answer): "Deferred by the recipient's server, retrying";
 * - sent, with a delay report's 4.x.x status: "Delayed";
 * - failed (a 5xx at RCPT or DATA, or given up): "Refused: <reason>";
 * - undelivered (a bounce): "Bounced: <reason>".
 */
export function deliveryWordsOf(message: DeliveryState): string {
  const { status, code, detail } = message;
  if (status === 'queued' && (detail || code)) return withReason("Deferred by the recipient's server, retrying", detail);
  if (status === 'sent' && code && /^4\./.test(code)) return withReason('Delayed', detail?.replace(/^Delayed:\s*/, '') ?? null);
  if (status === 'failed') return withReason('Refused', detail);
  if (status === 'undelivered') return withReason('Bounced', detail);
  if (status === 'error' || status === 'canceled') return withReason(STATUS_LABELS[status], detail);
  return STATUS_LABELS[status];
}
