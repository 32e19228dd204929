import { deliveryLabelOf, deliveryWordsOf, type DeliveryState } from './delivery-words.ts';
import { STATUS_EXPLANATIONS, toneOf, type StatusTone } from './message-status.ts';

/** The guest list's Invitation Status cell: a short word, what it means, and its tone ('none' before any invitation). */
export interface InvitationStatusView {
  label: string;
  description: string;
  tone: StatusTone | 'none';
}

/**
 * What became of a guest's latest invitation, as the guest table says it
 * (issue 28, section 2): "Not sent" before one went out, else the same words
 * as the guest's messages and the communications' chips ("Sent",
 * "Delivered", "Deferred", "Delayed", "Bounced", "Refused"). An invitation
 * sent with no outbound message to follow (a past view, or one sent before
 * invitations had messages) reads "Sent".
 */
export function invitationStatusOf(delivery: DeliveryState | null | undefined, invitationSentAt: string | null | undefined): InvitationStatusView {
  if (!delivery) {
    return invitationSentAt
      ? { label: 'Sent', description: 'The invitation was sent.', tone: 'neutral' }
      : { label: 'Not sent', description: 'No invitation has been sent to this guest.', tone: 'none' };
  }
  const label = deliveryLabelOf(delivery);
  const words = deliveryWordsOf(delivery);
  return { label, description: words === label ? STATUS_EXPLANATIONS[delivery.status] : words, tone: toneOf(delivery.status) };
}
