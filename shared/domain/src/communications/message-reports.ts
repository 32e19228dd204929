import type { MessageStatus } from './message-status.ts';

/**
 * What comes back about a message once it has left: a delivery status
 * notification (RFC 3464), a complaint (RFC 5965), an unsubscribe (the
 * one-click POST of RFC 8058, a mail to the List-Unsubscribe address, the
 * preferences page), the tracking image loaded, a tracked link followed.
 */
export type DeliveryAction = 'failed' | 'delayed' | 'delivered' | 'relayed' | 'expanded';

export type MessageReport =
  | {
      kind: 'delivery_status';
      action: DeliveryAction;
      /** The recipient's Status (an enhanced status code, 5.1.1), when the report gave one. */
      code: string | null;
      /** The receiving server's words (Diagnostic-Code), when the report gave them. */
      detail: string | null;
    }
  | { kind: 'complaint'; detail: string }
  | { kind: 'unsubscribe'; detail: string }
  | { kind: 'open' }
  | { kind: 'click'; url: string };

/** The status change a report is recorded as: the fields of OutboundMessageStatusChanged it sets. */
export interface ReportedStatus {
  status: MessageStatus;
  code: string | null;
  detail: string | null;
  url: string | null;
}

/** Status changes carry a server's words, bounded: a report's diagnostic can be any length. */
export const REPORT_DETAIL_MAX = 1000;
const bounded = (text: string | null) => (text === null ? null : text.length > REPORT_DETAIL_MAX ? `${text.slice(0, REPORT_DETAIL_MAX - 1)}…` : text);

/** How a delay's detail begins: a delay keeps the message sent, and is told apart from the send by it. */
const DELAYED = 'Delayed: ';

const DELIVERY_STATUS: Record<DeliveryAction, MessageStatus> = {
  failed: 'undelivered',
  // No status says "delayed" (spec section 4), and queued would have the sender send it again while the
  // receiving server is still trying: the message stays sent, and the delay shows in its timeline.
  delayed: 'sent',
  delivered: 'delivered',
  // Passed on to a system that does not report delivery (RFC 3464 2.3.3), or to a list's members.
  relayed: 'dispatched',
  expanded: 'dispatched',
};

export function reportedStatusOf(report: MessageReport): ReportedStatus {
  switch (report.kind) {
    case 'delivery_status': {
      const detail = report.action === 'delayed' ? `${DELAYED}${report.detail ?? 'the receiving mail server will keep trying.'}` : report.detail;
      return { status: DELIVERY_STATUS[report.action], code: report.code, detail: bounded(detail), url: null };
    }
    case 'complaint':
      return { status: 'complained', code: null, detail: bounded(report.detail), url: null };
    case 'unsubscribe':
      return { status: 'unsubscribed', code: null, detail: bounded(report.detail), url: null };
    case 'open':
      return { status: 'opened', code: null, detail: null, url: null };
    case 'click':
      return { status: 'clicked', code: null, detail: null, url: report.url };
  }
}

/**
 * What makes a report the same as one already recorded, so that it is
 * recorded once: an open, a complaint and an unsubscribe once per message, a
 * click once per link, a delivery report once per status it moves the message
 * to (and a delay once). Not per status and words: the words are the sender's
 * to choose, and 500 reports with 500 diagnostics grew one message's stream by
 * 433 events (issue 27). A status change is recorded once per real transition.
 */
export function reportKeyOf(reported: ReportedStatus): string {
  switch (reported.status) {
    case 'opened':
    case 'complained':
    case 'unsubscribed':
      return reported.status;
    case 'clicked':
      return `clicked ${reported.url ?? ''}`;
    default:
      return reported.detail?.startsWith(DELAYED) ? `${reported.status} delayed` : reported.status;
  }
}

/** A permanent failure: an enhanced status code of class 5 (RFC 3463). */
export function isPermanentFailure(code: string | null): boolean {
  return code !== null && /^5\.\d{1,3}\.\d{1,3}$/.test(code);
}

export type SuppressionReason = 'unsubscribed' | 'bounced' | 'complained' | 'added_by_organiser';
export type UnsuppressionReason = 'resubscribed' | 'removed_by_organiser';

/** Whether the report puts the address on the organisation's suppression list, and why. */
export function suppressionReasonOf(report: MessageReport): SuppressionReason | null {
  if (report.kind === 'delivery_status') return report.action === 'failed' && isPermanentFailure(report.code) ? 'bounced' : null;
  if (report.kind === 'complaint') return 'complained';
  if (report.kind === 'unsubscribe') return 'unsubscribed';
  return null;
}

/** How the organiser's suppression list names each reason. */
export const SUPPRESSION_REASON_LABELS: Record<SuppressionReason, string> = {
  unsubscribed: 'Unsubscribed',
  bounced: 'Bounced',
  complained: 'Marked as spam',
  added_by_organiser: 'Added by an organiser',
};
