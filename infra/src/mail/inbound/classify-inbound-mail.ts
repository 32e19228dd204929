import PostalMime, { type Attachment, type Email } from 'postal-mime';
import type { DeliveryAction, MessageReport } from '@usher/domain/communications/message-reports';
import { firstWord, parseFieldBlocks, typedValue, type FieldBlock } from './report-fields.ts';

// A report is small; these bound what a hostile message can make the parser do
// (the listener has already cut the message itself at its size limit).
const PARSE_LIMITS = {
  maxNestingDepth: 20,
  maxHeadersSize: 256 * 1024,
  // The returned original is evidence, not content: never parsed, only carried.
  forceRfc822Attachments: true,
  maxRfc822NestingDepth: 0,
  attachmentEncoding: 'utf8',
} as const;

const DELIVERY_ACTIONS: readonly DeliveryAction[] = ['failed', 'delayed', 'delivered', 'relayed', 'expanded'];
const DELIVERY_STATUS_TYPES = ['message/delivery-status', 'message/global-delivery-status'];
// RFC 5965 and RFC 6650: a recipient's own report that a message was unwanted. `not-spam` takes one
// back and `auth-failure` (RFC 6591) is about the sender's authentication, not the recipient's wish.
const COMPLAINT_TYPES = ['abuse', 'fraud', 'virus', 'other'];
const ENHANCED_CODE = /\b([245]\.\d{1,3}\.\d{1,3})\b/;

/**
 * What a mail sent to a message's return address says about it: a delivery
 * status notification (RFC 3464), a complaint (RFC 5965 feedback report), a
 * reply to the List-Unsubscribe mailto with the subject "unsubscribe", or
 * nothing we act on (an auto-reply, a person writing back): null.
 */
export async function classifyInboundMail(raw: Uint8Array): Promise<MessageReport | null> {
  const email = await PostalMime.parse(raw, PARSE_LIMITS);
  const reportType = reportTypeOf(email);
  if (reportType === 'delivery-status') return deliveryReportOf(partOf(email, DELIVERY_STATUS_TYPES));
  if (reportType === 'feedback-report') return complaintOf(partOf(email, ['message/feedback-report']));
  if (email.subject?.trim().toLowerCase() === 'unsubscribe')
    return { kind: 'unsubscribe', detail: 'The recipient unsubscribed by email (the List-Unsubscribe address).' };
  return null;
}

/** `report-type` of a top-level multipart/report: a report forwarded inside another message is not one. */
function reportTypeOf(email: Email): string | null {
  const contentType = email.headers.find((header) => header.key === 'content-type')?.value ?? '';
  if (!/^\s*multipart\/report\s*(;|$)/i.test(contentType)) return null;
  return /;\s*report-type\s*=\s*"?([\w.-]+)"?/i.exec(contentType)?.[1]?.toLowerCase() ?? null;
}

function partOf(email: Email, mimeTypes: readonly string[]): FieldBlock[] {
  const part = email.attachments.find((attachment: Attachment) => mimeTypes.includes(attachment.mimeType));
  return part && typeof part.content === 'string' ? parseFieldBlocks(part.content) : [];
}

/**
 * The first block is about the message (Reporting-MTA, Arrival-Date); each
 * after it about one recipient. A message of ours has one recipient, so its
 * report has one recipient block: the first whose Action we know.
 */
function deliveryReportOf(blocks: FieldBlock[]): MessageReport | null {
  for (const block of blocks.slice(1)) {
    const action = firstWord(block.get('action')) as DeliveryAction | null;
    if (!action || !DELIVERY_ACTIONS.includes(action)) continue;
    const diagnostic = typedValue(block.get('diagnostic-code'));
    // Status is required (RFC 3464 2.3.4); a report without it may still name the code in its diagnostic.
    const code = ENHANCED_CODE.exec(block.get('status') ?? '')?.[1] ?? (diagnostic ? ENHANCED_CODE.exec(diagnostic)?.[1] : undefined) ?? null;
    return { kind: 'delivery_status', action, code, detail: diagnostic };
  }
  return null;
}

function complaintOf(blocks: FieldBlock[]): MessageReport | null {
  const report = blocks[0];
  if (!report) return null;
  const type = firstWord(report.get('feedback-type')) ?? 'abuse';
  if (!COMPLAINT_TYPES.includes(type)) return null;
  const reporter = typedValue(report.get('reporting-mta')) ?? report.get('user-agent') ?? null;
  return { kind: 'complaint', detail: `The recipient's mail provider reported the message (${type})${reporter ? `: ${reporter}` : ''}.` };
}
