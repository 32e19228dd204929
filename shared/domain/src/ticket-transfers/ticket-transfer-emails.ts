import { escapeHtml, type EmailContent } from '../invitations/invitation-email.ts';
import type { EventSummary } from '../invitations/event-summary.ts';
import { layout } from '../host-groups/host-group-emails.ts';

const greetingOf = (name: string) => (name ? `Hello ${name},` : 'Hello,');

function detailsOf(event: EventSummary): string[] {
  return [event.when ? `When: ${event.when}` : null, event.where ? `Where: ${event.where}` : null].filter((line): line is string => !!line);
}

/** A soft transfer's offer: the new holder opens the link to accept (or decline) the ticket. */
export function transferOfferEmail(input: { event: EventSummary; toName: string; fromName: string; link: string; requiresApproval: boolean }): EmailContent {
  const greeting = greetingOf(input.toName);
  const intro = `${input.fromName || 'A guest'} would like to give you their ticket to ${input.event.name}.`;
  const how = input.requiresApproval
    ? 'Open the link to accept or decline it. Once you accept, the organiser confirms the transfer and you receive your pass.'
    : 'Open the link to accept or decline it. Once you accept, you receive your own pass.';
  const details = detailsOf(input.event);
  const text = [greeting, '', intro, ...details, how, '', `Accept or decline: ${input.link}`, ''].join('\n');
  return {
    subject: `A ticket to ${input.event.name} for you`,
    text,
    html: layout([greeting, intro, ...details, how], { label: 'See the ticket', link: input.link }),
  };
}

/** The new holder's pass, once the ticket is theirs. */
export function transferredPassEmail(input: { event: EventSummary; toName: string; fromName: string; link: string }): EmailContent {
  const greeting = greetingOf(input.toName);
  const intro = `The ticket to ${input.event.name} from ${input.fromName || 'a guest'} is now yours. Here is your pass; show its code at the door.`;
  const details = detailsOf(input.event);
  const text = [greeting, '', intro, ...details, '', `Your pass: ${input.link}`, ''].join('\n');
  return { subject: `Your ticket to ${input.event.name}`, text, html: layout([greeting, intro, ...details], { label: 'Open your pass', link: input.link }) };
}

/** The former holder learns their ticket moved and their pass no longer works. */
export function ticketTransferredNoticeEmail(input: { event: EventSummary; fromName: string; toName: string }): EmailContent {
  const greeting = greetingOf(input.fromName);
  const intro = `Your ticket to ${input.event.name} now belongs to ${input.toName || 'its new holder'}. Your pass no longer works.`;
  const text = [greeting, '', intro, ''].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5"><div style="max-width:560px;margin:0 auto;padding:24px"><p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p></div></body></html>`;
  return { subject: `Your ticket to ${input.event.name} was transferred`, text, html };
}
