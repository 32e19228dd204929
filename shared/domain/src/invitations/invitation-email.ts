import type { EventSummary } from './event-summary.ts';
import { escapeHtml } from './escape-html.ts';
import { guestWords } from '../i18n/guest-words.ts';
import type { GuestLanguage } from '../i18n/languages.ts';
import type { Translate } from '../i18n/translate.ts';
import { brandedHeaderHtml, type MailBranding } from './mail-branding.ts';
import { walletButtonsHtml, walletButtonsText, type WalletLinks } from './wallet-buttons-html.ts';
import { LINK_LINE_STYLE } from './link-line-style.ts';

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

export { escapeHtml } from './escape-html.ts';

export function paragraphs(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((block) => `<p style="margin:0 0 16px">${escapeHtml(block).replaceAll('\n', '<br>')}</p>`)
    .join('');
}

/** The event's details as label and value, in the guest's language. */
function detailLines(event: EventSummary, t: Translate): [string, string][] {
  return [event.when ? [t('email.when'), event.when] : null, event.where ? [t('email.where'), event.where] : null].filter(
    (line): line is [string, string] => !!line,
  );
}

/**
 * The invitation a guest receives: the organiser's message (plain text, as
 * typed: escaped, never rendered as HTML), the event's details, and the
 * personal link to answer.
 */
export function invitationEmail(input: {
  event: EventSummary;
  guestName: string;
  link: string;
  message: string | null;
  resend: boolean;
  /** The event's logo and colours (pass settings); without, the product's own. */
  branding?: MailBranding;
  /** The event as an .ics file for the guest's calendar, when it has a date. */
  calendarFile?: string | null;
  /** The guest's seat as their pass shows it ('Table 12, Seat 2'), when seated and the event shows seats. */
  seat?: string | null;
  /** The pass's wallet links, each only when the instance has that wallet's credentials. */
  wallet?: WalletLinks | null;
  /** The guest's language (the guest's own, else the event's); English when absent. */
  language?: GuestLanguage;
}): EmailContent {
  const t = guestWords(input.language);
  const { event, guestName, link, message, branding } = input;
  const buttonColor = branding?.accentColor ?? '#2D4CD7';
  const buttonText = branding?.accentTextColor ?? '#ffffff';
  const greeting = guestName ? t('email.helloNamed', { name: guestName }) : t('email.hello');
  const intro = t('invitation.intro', { event: event.name });
  const details: [string, string][] = [...detailLines(event, t), ...(input.seat ? [[t('email.seat'), input.seat] as [string, string]] : [])];
  const text = [
    greeting,
    '',
    intro,
    ...(message ? ['', message] : []),
    ...(details.length ? ['', ...details.map(([label, value]) => `${label}: ${value}`)] : []),
    '',
    t('invitation.answer', { link }),
    ...walletButtonsText(input.wallet, t),
    '',
  ].join('\n');
  const html = `<!doctype html><html><body style="margin:0;font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5;background:${branding?.pageColor ?? '#ffffff'}">
<div style="max-width:560px;margin:0 auto;padding:24px">
${branding ? brandedHeaderHtml(branding, event.name) : ''}
<div style="background:#ffffff;padding:24px;border-radius:${branding ? '0 0 8px 8px' : '0'}">
<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
${message ? paragraphs(message) : ''}
${details.map(([label, value]) => `<p style="margin:0 0 4px"><strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}</p>`).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="background:${buttonColor};color:${buttonText};padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(t('invitation.button'))}</a></p>
<p style="${LINK_LINE_STYLE}">${escapeHtml(t('email.openLink', { link }))}</p>
${walletButtonsHtml(input.wallet, t)}
</div></div></body></html>`;
  const attachments = input.calendarFile
    ? [{ filename: 'invitation.ics', content: input.calendarFile, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }]
    : undefined;
  return {
    subject: t(input.resend ? 'invitation.reminderSubject' : 'invitation.subject', { event: event.name }),
    text,
    html,
    ...(attachments ? { attachments } : {}),
  };
}

export type AlertAction = 'check_in' | 'rsvp_yes' | 'rsvp_no' | 'link_clicked';

const ACTION_PHRASES: Record<AlertAction, string> = {
  check_in: 'checked in',
  rsvp_yes: 'replied Yes',
  rsvp_no: 'replied No',
  link_clicked: 'opened their invitation',
};

/** '{guest} checked in' and the like, for alert emails and the activity feed. */
export function describeGuestAction(guestName: string, action: AlertAction): string {
  return `${guestName || 'A guest'} ${ACTION_PHRASES[action]}`;
}

/** The email a chosen user receives when a guest they watch does something. */
export function alertEmail(input: { event: EventSummary; recipientName: string; guestName: string; action: AlertAction; link: string }): EmailContent {
  const what = describeGuestAction(input.guestName, input.action);
  const subject = `${what} – ${input.event.name}`;
  const text = [`Hello ${input.recipientName},`, '', `${what} at ${input.event.name}.`, '', `Guest management: ${input.link}`, ''].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">
<div style="max-width:560px;margin:0 auto;padding:24px">
<p>Hello ${escapeHtml(input.recipientName)},</p>
<p><strong>${escapeHtml(what)}</strong> at ${escapeHtml(input.event.name)}.</p>
<p><a href="${escapeHtml(input.link)}">Open the guest list</a></p>
</div></body></html>`;
  return { subject, text, html };
}
