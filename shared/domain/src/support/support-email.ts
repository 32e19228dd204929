import type { EmailContent } from '../invitations/invitation-email.ts';
import { escapeHtml, paragraphs } from '../invitations/invitation-email.ts';
import { guestWords } from '../i18n/guest-words.ts';
import type { GuestLanguage } from '../i18n/languages.ts';

const page = (inner: string) => `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">
<div style="max-width:560px;margin:0 auto;padding:24px">${inner}</div></body></html>`;

/** The guest's mail when the organiser answered their question: the question, the answer, a link back to the pass; in the guest's language. */
export function supportAnswerEmail(input: {
  eventName: string;
  guestFirstName: string;
  question: string;
  answer: string;
  passLink: string;
  language?: GuestLanguage;
}): EmailContent {
  const t = guestWords(input.language);
  const subject = t('supportMail.subject', { event: input.eventName });
  const greeting = input.guestFirstName ? t('email.helloNamed', { name: input.guestFirstName }) : t('email.hello');
  const asked = t('supportMail.youAsked');
  const text = [greeting, '', `${asked} ${input.question}`, '', input.answer, '', t('supportMail.yourPass', { link: input.passLink }), ''].join('\n');
  const html = page(`<p>${escapeHtml(greeting)}</p>
<p style="color:#6b7280">${escapeHtml(asked)}</p><blockquote style="margin:0 0 16px;padding-left:12px;border-left:3px solid #e5e7eb">${paragraphs(input.question)}</blockquote>
${paragraphs(input.answer)}
<p><a href="${escapeHtml(input.passLink)}">${escapeHtml(t('attending.openPass'))}</a></p>`);
  return { subject, text, html };
}

/** The organiser's support address's mail when a guest asked a question (organiser concierge support). */
export function supportQuestionEmail(input: {
  eventName: string;
  guestName: string;
  guestEmail: string | null;
  question: string;
  supportLink: string;
}): EmailContent {
  const who = input.guestEmail ? `${input.guestName} (${input.guestEmail})` : input.guestName;
  const subject = `A guest asked a question about ${input.eventName}`;
  const text = [`${who} asked:`, '', input.question, '', `Answer it on the Support screen: ${input.supportLink}`, ''].join('\n');
  const html = page(`<p><strong>${escapeHtml(who)}</strong> asked about ${escapeHtml(input.eventName)}:</p>
<blockquote style="margin:0 0 16px;padding-left:12px;border-left:3px solid #e5e7eb">${paragraphs(input.question)}</blockquote>
<p><a href="${escapeHtml(input.supportLink)}">Answer on the Support screen</a></p>`);
  return { subject, text, html };
}
