import { escapeHtml, type EmailContent } from '../invitations/invitation-email.ts';

function simpleMail(subject: string, firstName: string, lines: string[], code?: string): EmailContent {
  const greeting = firstName ? `Hello ${firstName},` : 'Hello,';
  const text = [greeting, '', ...lines.flatMap((line, index) => (index === 0 && code ? [line, '', `    ${code}`, ''] : [line, ''])), ''].join('\n');
  const paragraphs = lines.map((line, index) => {
    const paragraph = `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`;
    return index === 0 && code
      ? `${paragraph}<p style="margin:0 0 24px;font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(code)}</p>`
      : paragraph;
  });
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">
<div style="max-width:560px;margin:0 auto;padding:24px">
<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
${paragraphs.join('\n')}
</div></body></html>`;
  return { subject, text, html };
}

const NOT_YOU = 'If this was not you, change your password at once and tell your Usher administrator.';

/** The fallback second factor: a code by email while signing in. The code leads the subject so a notification shows it. */
export function signInCodeEmail(input: { firstName: string; code: string; validMinutes: number }): EmailContent {
  return simpleMail(
    `${input.code} is your Usher sign-in code`,
    input.firstName,
    [
      'Enter this code in Usher to finish signing in:',
      `It works once, for ${input.validMinutes} minutes.`,
      'If you are not signing in right now, someone knows your password: change it.',
    ],
    input.code,
  );
}

export type TwoFactorChange = 'turned_on' | 'turned_off' | 'recovery_codes_replaced' | 'recovery_code_used';

const CHANGES: Record<TwoFactorChange, { subject: string; line: string }> = {
  turned_on: {
    subject: 'A second factor was turned on for your Usher account',
    line: 'A second factor was turned on for your account: signing in now asks for a code from your authenticator app.',
  },
  turned_off: {
    subject: 'Two-factor authentication was turned off for your Usher account',
    line: 'Two-factor authentication was turned off for your account: signing in now asks for your password only.',
  },
  recovery_codes_replaced: {
    subject: 'New recovery codes for your Usher account',
    line: 'New recovery codes were made for your account. The earlier ones no longer work.',
  },
  recovery_code_used: {
    subject: 'A recovery code was used to sign in to your Usher account',
    line: 'Someone signed in to your account with one of your recovery codes.',
  },
};

/** Tells the owner that their second factor changed, so a change they did not make does not go unnoticed. */
export function twoFactorChangedEmail(input: { firstName: string; change: TwoFactorChange; detail?: string }): EmailContent {
  const { subject, line } = CHANGES[input.change];
  return simpleMail(subject, input.firstName, [line, ...(input.detail ? [input.detail] : []), NOT_YOU]);
}
