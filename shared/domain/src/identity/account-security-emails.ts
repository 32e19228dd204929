import { escapeHtml, type EmailContent } from '../invitations/invitation-email.ts';

/**
 * The mails of password recovery and account changes (issue 18). Short, plain, with the
 * one thing to do; a notice always says what to do if it was not you.
 */
interface Paragraphs {
  subject: string;
  greeting: string;
  lines: string[];
  button?: { label: string; link: string };
  code?: string;
  footer: string;
}

function compose(mail: Paragraphs): EmailContent {
  const text = [
    mail.greeting,
    '',
    ...mail.lines.flatMap((line) => [line, '']),
    ...(mail.code ? [`    ${mail.code}`, ''] : []),
    ...(mail.button ? [`${mail.button.label}: ${mail.button.link}`, ''] : []),
    mail.footer,
    '',
  ].join('\n');
  const paragraph = (line: string) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`;
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">
<div style="max-width:560px;margin:0 auto;padding:24px">
${paragraph(mail.greeting)}
${mail.lines.map(paragraph).join('\n')}
${mail.code ? `<p style="margin:0 0 24px;font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(mail.code)}</p>` : ''}
${mail.button ? `<p style="margin:0 0 24px"><a href="${escapeHtml(mail.button.link)}" style="background:#2D4CD7;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(mail.button.label)}</a></p>` : ''}
<p style="margin:0 0 16px;font-size:13px;color:#6b7280">${escapeHtml(mail.footer)}</p>
</div></body></html>`;
  return { subject: mail.subject, text, html };
}

const greet = (firstName: string) => (firstName ? `Hello ${firstName},` : 'Hello,');
const NOT_YOU = 'If this was not you, reset your password at once from the sign-in page, and tell your Usher administrator.';

export function passwordResetEmail(input: { firstName: string; link: string; validMinutes: number; byAdministrator: boolean }): EmailContent {
  return compose({
    subject: 'Reset your Usher password',
    greeting: greet(input.firstName),
    lines: [
      input.byAdministrator
        ? 'An administrator of Usher sent you this link so you can choose a new password.'
        : 'Someone (we hope you) asked to reset the password of your Usher account.',
      'Open the link below to choose a new one.',
    ],
    button: { label: 'Choose a new password', link: input.link },
    footer: `The link works once, for ${input.validMinutes} minutes; a newer link replaces it. If you did not ask for it, ignore this email: your password stays as it is.`,
  });
}

export function passwordChangedEmail(input: { firstName: string; how: 'reset' | 'changed' }): EmailContent {
  return compose({
    subject: 'Your Usher password was changed',
    greeting: greet(input.firstName),
    lines: [
      input.how === 'reset'
        ? 'The password of your Usher account was reset with a link we emailed you, and every device was signed out.'
        : 'The password of your Usher account was changed, and your other devices were signed out.',
    ],
    footer: NOT_YOU,
  });
}

export function temporaryPasswordEmail(input: { firstName: string; password: string; loginLink: string }): EmailContent {
  return compose({
    subject: 'Your temporary Usher password',
    greeting: greet(input.firstName),
    lines: [
      'An administrator of Usher gave your account a temporary password. Sign in with it, then choose your own: Usher asks you to at once.',
      'Your temporary password:',
    ],
    code: input.password,
    button: { label: 'Sign in', link: input.loginLink },
    footer: 'Nobody else has seen this password: the administrator never does. Every device was signed out.',
  });
}

export function emailChangeCodeEmail(input: { firstName: string; code: string; link: string; validMinutes: number }): EmailContent {
  return compose({
    subject: `${input.code} is your code to change your Usher email`,
    greeting: greet(input.firstName),
    lines: ['Enter this code in Usher to make this address your account’s email:'],
    code: input.code,
    button: { label: 'Use this email address', link: input.link },
    footer: `The code and the link work once, for ${input.validMinutes} minutes. If you did not ask for this, ignore this email: nothing changes without the code.`,
  });
}

export function emailChangedNoticeEmail(input: { firstName: string; newEmail: string }): EmailContent {
  return compose({
    subject: 'Your Usher email was changed',
    greeting: greet(input.firstName),
    lines: [
      `The email of your Usher account was changed to ${input.newEmail}. Mail about your account now goes there, and your other devices were signed out.`,
    ],
    footer: NOT_YOU,
  });
}
