import type { EventRole } from '../access/event-roles.ts';
import { EVENT_ROLE_LABELS } from '../access/event-roles.ts';
import { escapeHtml, type EmailContent } from './invitation-email.ts';
import { LINK_LINE_STYLE } from './link-line-style.ts';

/**
 * The email someone receives when an editor invites them to the whole organisation (from
 * /onboarding or /organization): who, which organisation, the role they will have on its
 * events, and the sign-up link that brings them in once they prove the address.
 */
export function organisationInvitationEmail(input: { organisationName: string | null; inviterName: string; role: EventRole; link: string }): EmailContent {
  const organisation = input.organisationName || 'their organisation';
  const intro = `${input.inviterName || 'An organiser'} invited you to join ${organisation} on Usher, as ${EVENT_ROLE_LABELS[input.role]} on its events.`;
  const how = 'Create your account with this email address to join';
  const text = ['Hello,', '', intro, '', `${how}: ${input.link}`, ''].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">
<div style="max-width:560px;margin:0 auto;padding:24px">
<p style="margin:0 0 16px">Hello,</p>
<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
<p style="margin:24px 0"><a href="${escapeHtml(input.link)}" style="background:#2D4CD7;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">Create your account</a></p>
<p style="${LINK_LINE_STYLE}">Or open this link: ${escapeHtml(input.link)}</p>
</div></body></html>`;
  return { subject: `You were invited to join ${organisation} on Usher`, text, html };
}
