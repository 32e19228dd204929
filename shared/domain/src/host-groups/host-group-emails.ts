import { escapeHtml, type EmailContent } from '../invitations/invitation-email.ts';
import type { EventSummary } from '../invitations/event-summary.ts';
import { LINK_LINE_STYLE } from '../invitations/link-line-style.ts';

/** A short notice with one button, the layout of the product's own guest mails. */
/** `openLink`: the line under the button in the reader's language ('Or open this link: …'); `lang`: the mail's language. */
export function layout(lines: string[], button: { label: string; link: string }, words?: { openLink: string; lang: string }): string {
  return `<!doctype html><html${words ? ` lang="${escapeHtml(words.lang)}"` : ''}><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">
<div style="max-width:560px;margin:0 auto;padding:24px">
${lines.map((line) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(button.link)}" style="background:#2D4CD7;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(button.label)}</a></p>
<p style="${LINK_LINE_STYLE}">${escapeHtml(words?.openLink ?? `Or open this link: ${button.link}`)}</p>
</div></body></html>`;
}

/** A host's access to their group: GO hosts open their personal link; PRO hosts sign in (an account is made on first sign-in). */
export function hostAccessEmail(input: { event: EventSummary; hostName: string; groupName: string; experienceType: 'go' | 'pro'; link: string }): EmailContent {
  const greeting = input.hostName ? `Hello ${input.hostName},` : 'Hello,';
  const intro = `You are a host of ${input.groupName} at ${input.event.name}. You can name your guests and follow their answers.`;
  const how =
    input.experienceType === 'go'
      ? 'Your personal link opens your group; keep it to yourself.'
      : 'Sign in with this address to manage your group; the first time, you choose a password.';
  const label = input.experienceType === 'go' ? 'Open your group' : 'Sign in to your group';
  const text = [greeting, '', intro, how, '', `${label}: ${input.link}`, ''].join('\n');
  return { subject: `Your guests at ${input.event.name}`, text, html: layout([greeting, intro, how], { label, link: input.link }) };
}

/** A group guest's ticket: their pass link. */
export function groupTicketEmail(input: { event: EventSummary; guestName: string; groupName: string; link: string }): EmailContent {
  const greeting = input.guestName ? `Hello ${input.guestName},` : 'Hello,';
  const intro = `Here is your ticket to ${input.event.name}, as a guest of ${input.groupName}.`;
  const details = [input.event.when ? `When: ${input.event.when}` : null, input.event.where ? `Where: ${input.event.where}` : null].filter(
    (line): line is string => !!line,
  );
  const text = [greeting, '', intro, ...details, '', `Your pass: ${input.link}`, ''].join('\n');
  return { subject: `Your ticket to ${input.event.name}`, text, html: layout([greeting, intro, ...details], { label: 'Open your pass', link: input.link }) };
}
