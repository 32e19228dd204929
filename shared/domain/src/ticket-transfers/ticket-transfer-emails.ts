import { escapeHtml, type EmailContent } from '../invitations/invitation-email.ts';
import type { EventSummary } from '../invitations/event-summary.ts';
import { layout } from '../host-groups/host-group-emails.ts';
import { guestWords } from '../i18n/guest-words.ts';
import type { GuestLanguage } from '../i18n/languages.ts';
import type { Translate } from '../i18n/translate.ts';

// Each mail is in the reader's language (English when none is given): the event's for the person named,
// who is no guest yet, and the guest's own for the former holder.

const greetingOf = (t: Translate, name: string) => (name ? t('email.helloNamed', { name }) : t('email.hello'));

function detailsOf(event: EventSummary, t: Translate): string[] {
  return [event.when ? `${t('email.when')}: ${event.when}` : null, event.where ? `${t('email.where')}: ${event.where}` : null].filter(
    (line): line is string => !!line,
  );
}

const openLink = (t: Translate, link: string, language: GuestLanguage) => ({ openLink: t('email.openLink', { link }), lang: language });

/** A soft transfer's offer: the new holder opens the link to accept (or decline) the ticket. */
export function transferOfferEmail(input: {
  event: EventSummary;
  toName: string;
  fromName: string;
  link: string;
  requiresApproval: boolean;
  language?: GuestLanguage;
}): EmailContent {
  const language = input.language ?? 'en';
  const t = guestWords(language);
  const event = input.event.name;
  const greeting = greetingOf(t, input.toName);
  const intro = input.fromName ? t('transferMail.offerIntroNamed', { from: input.fromName, event }) : t('transferMail.offerIntro', { event });
  const how = input.requiresApproval ? t('transferMail.offerHowApproval') : t('transferMail.offerHow');
  const details = detailsOf(input.event, t);
  const text = [greeting, '', intro, ...details, how, '', t('transferMail.offerLink', { link: input.link }), ''].join('\n');
  return {
    subject: t('transferMail.offerSubject', { event }),
    text,
    html: layout([greeting, intro, ...details, how], { label: t('transferMail.offerButton'), link: input.link }, openLink(t, input.link, language)),
  };
}

/** The new holder's pass, once the ticket is theirs. */
export function transferredPassEmail(input: { event: EventSummary; toName: string; fromName: string; link: string; language?: GuestLanguage }): EmailContent {
  const language = input.language ?? 'en';
  const t = guestWords(language);
  const event = input.event.name;
  const greeting = greetingOf(t, input.toName);
  const intro = input.fromName ? t('transferMail.passIntroNamed', { event, from: input.fromName }) : t('transferMail.passIntro', { event });
  const details = detailsOf(input.event, t);
  const text = [greeting, '', intro, ...details, '', t('transferMail.passLink', { link: input.link }), ''].join('\n');
  return {
    subject: t('transferMail.passSubject', { event }),
    text,
    html: layout([greeting, intro, ...details], { label: t('transferMail.passButton'), link: input.link }, openLink(t, input.link, language)),
  };
}

/** The former holder learns their ticket moved and their pass no longer works. */
export function ticketTransferredNoticeEmail(input: { event: EventSummary; fromName: string; toName: string; language?: GuestLanguage }): EmailContent {
  const language = input.language ?? 'en';
  const t = guestWords(language);
  const event = input.event.name;
  const greeting = greetingOf(t, input.fromName);
  const intro = input.toName ? t('transferMail.noticeIntroNamed', { event, to: input.toName }) : t('transferMail.noticeIntro', { event });
  const text = [greeting, '', intro, ''].join('\n');
  const html = `<!doctype html><html lang="${language}"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5"><div style="max-width:560px;margin:0 auto;padding:24px"><p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p></div></body></html>`;
  return { subject: t('transferMail.noticeSubject', { event }), text, html };
}
