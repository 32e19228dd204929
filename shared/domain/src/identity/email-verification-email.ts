import { escapeHtml, type EmailContent } from '../invitations/invitation-email.ts';

/**
 * The mail that proves an address: a six-digit code to type, and a link that
 * does the same in one click. The code leads the subject so a phone's
 * notification shows it.
 */
export function emailVerificationEmail(input: { firstName: string; code: string; link: string; validMinutes: number }): EmailContent {
  const greeting = input.firstName ? `Hello ${input.firstName},` : 'Hello,';
  const intro = 'Enter this code in Usher to confirm that this email address is yours:';
  const limits = `The code and the link work once, for ${input.validMinutes} minutes.`;
  const ignore = 'If you did not create an Usher account, ignore this email: nothing happens without the code.';
  const text = [greeting, '', intro, '', `    ${input.code}`, '', `Or open this link: ${input.link}`, '', limits, ignore, ''].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">
<div style="max-width:560px;margin:0 auto;padding:24px">
<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
<p style="margin:0 0 24px;font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(input.code)}</p>
<p style="margin:0 0 24px"><a href="${escapeHtml(input.link)}" style="background:#2D4CD7;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">Confirm my email address</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#6b7280">${escapeHtml(limits)} ${escapeHtml(ignore)}</p>
</div></body></html>`;
  return { subject: `${input.code} is your Usher verification code`, text, html };
}
