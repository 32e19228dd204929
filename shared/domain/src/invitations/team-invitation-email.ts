import type { EventRole } from '../access/event-roles.ts';
import { EVENT_ROLE_LABELS } from '../access/event-roles.ts';
import { escapeHtml, type EmailContent } from './invitation-email.ts';
import { LINK_LINE_STYLE } from './link-line-style.ts';

// What the invitee will be able to do, in the words of the team screen's roles.
const ROLE_PHRASES: Record<EventRole, string> = {
  editor: 'see and change the event and its guest list',
  viewer: 'see the event and its guest list',
  check_in: 'check guests in at the door',
  check_in_with_floorplan: 'check guests in at the door, with the floor plan',
  inactive: 'be on the team, without access for now',
};

/**
 * The email someone receives when an organiser puts them on an event's team:
 * who did, which event, the role and what it allows, and the way in (their
 * account, or creating one with this address).
 */
export function teamInvitationEmail(input: { eventName: string; inviterName: string; role: EventRole; link: string; hasAccount: boolean }): EmailContent {
  const role = EVENT_ROLE_LABELS[input.role];
  const intro = `${input.inviterName || 'An organiser'} added you to the team of ${input.eventName} on Usher as ${role}: you can ${ROLE_PHRASES[input.role]}.`;
  const action = input.hasAccount ? 'Open the event' : 'Create your account';
  const how = input.hasAccount ? 'Sign in to open it' : 'Create your account with this email address to join';
  const text = ['Hello,', '', intro, '', `${how}: ${input.link}`, ''].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">
<div style="max-width:560px;margin:0 auto;padding:24px">
<p style="margin:0 0 16px">Hello,</p>
<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
<p style="margin:24px 0"><a href="${escapeHtml(input.link)}" style="background:#2D4CD7;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${action}</a></p>
<p style="${LINK_LINE_STYLE}">Or open this link: ${escapeHtml(input.link)}</p>
</div></body></html>`;
  return { subject: `You were added to ${input.eventName} on Usher`, text, html };
}
