import { escapeHtml, type EmailContent } from '../invitations/invitation-email.ts';

export interface NewDeviceSignIn {
  firstName: string;
  /** "Chrome 131 on macOS" */
  device: string;
  /** The address the sign-in came from, when known. */
  ip: string | null;
  at: Date;
  /** Where to change the password: the dashboard's account settings. */
  settingsLink: string;
}

/** "Thursday 26 November 2026, 22:15 UTC": the time zone said, since the mail cannot know the reader's. */
export function formatSignInTime(at: Date): string {
  const formatted = new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    hourCycle: 'h23',
  }).format(at);
  return `${formatted.replace(' at ', ', ')} UTC`;
}

/**
 * Tells the owner an account signed in from a device it had not used before, so someone who
 * took their password is noticed: what, where and when, and what to do if it was not them.
 */
export function newDeviceSignInEmail(input: NewDeviceSignIn): EmailContent {
  const greeting = input.firstName ? `Hello ${input.firstName},` : 'Hello,';
  const intro = 'Your Usher account was just signed in to from a device it has not used before:';
  const details = [`Device: ${input.device}`, `Address: ${input.ip ?? 'unknown'}`, `When: ${formatSignInTime(input.at)}`];
  const yours = 'If this was you, there is nothing to do.';
  const notYours = "If this wasn't you, change your password now, then sign out the devices you don't recognise in your account settings:";
  const text = [greeting, '', intro, '', ...details.map((line) => `    ${line}`), '', yours, notYours, input.settingsLink, ''].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">
<div style="max-width:560px;margin:0 auto;padding:24px">
<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
<ul style="margin:0 0 16px;padding-left:20px">${details.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<p style="margin:0 0 16px">${escapeHtml(yours)} <strong>${escapeHtml(notYours)}</strong></p>
<p style="margin:0 0 24px"><a href="${escapeHtml(input.settingsLink)}" style="background:#2D4CD7;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">Open account settings</a></p>
</div></body></html>`;
  return { subject: 'New sign-in to your Usher account', text, html };
}
