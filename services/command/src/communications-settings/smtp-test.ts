import { DomainError } from '@usher/domain/deciders/domain-error';
import { escapeHtml } from '@usher/domain/invitations/escape-html';
import { checkField, email, required } from '@usher/domain/validation/rules';
import type { AuthUser } from '@usher/infra/http/authenticate';
import { HttpError } from '@usher/infra/http/errors';
import type { ServiceContext } from '@usher/infra/context';
import { createSmtpTransporter, type SmtpServerSettings } from '@usher/infra/mail/smtp-settings-transport';
import { recordHit, secondsUntilAllowed } from '../identity/rate-limit.ts';

// A test opens a connection to a server the organiser names: a few an hour is what checking settings takes.
const TEST_MAILS = { max: 30, windowSeconds: 3600 };

/** Tests and test sends of one user: refused (429) past the hour's allowance. */
export async function limitTestMails(context: ServiceContext, user: AuthUser, what: string): Promise<void> {
  const limit = { bucket: `${what}:${user.id}`, ...TEST_MAILS };
  const wait = await secondsUntilAllowed(context.db, limit);
  if (wait !== null) throw new HttpError(429, 'Too many test emails. Please try again later.', 'too_many_requests', { 'retry-after': String(wait) });
  await recordHit(context.db, limit.bucket);
}

export function requireRecipient(address: string | null | undefined, field: string, label: string): string {
  const messages = checkField(address?.trim() ?? '', label, [required, email]);
  if (messages.length > 0) throw DomainError.validation({ [field]: messages });
  return address!.trim();
}

/** What the server said, in its own words (a 535 reply, a refused connection), kept short enough for a form. */
export function serverWords(error: unknown): string {
  const { response, message } = error as { response?: unknown; message?: unknown };
  const words = typeof response === 'string' && response ? response : typeof message === 'string' ? message : 'The server gave no reason.';
  return words.replace(/\s+/g, ' ').trim().slice(0, 500);
}

/** A refusal of the recipient (RCPT TO) rather than of the connection, the login or the sender. */
export function isRecipientRefusal(error: unknown): boolean {
  const { command } = error as { command?: unknown };
  return typeof command === 'string' && command.toUpperCase().startsWith('RCPT');
}

/**
 * One message through the settings as typed, before they are saved: the
 * organiser sees at once whether the server takes them. A connection or login
 * failure is the host's to fix (errors.host); a refused address is the recipient's.
 */
export async function sendSmtpTestMessage(
  settings: SmtpServerSettings,
  sender: { from_email: string; from_name: string | null; reply_to: string | null },
  to: string,
  eventName: string,
) {
  const transporter = createSmtpTransporter(settings);
  const text = `This is a test email for ${eventName}. If you are reading it, these SMTP settings work.`;
  try {
    const info = await transporter.sendMail({
      from: { name: sender.from_name ?? '', address: sender.from_email },
      ...(sender.reply_to ? { replyTo: sender.reply_to } : {}),
      to,
      subject: `[Test] SMTP settings for ${eventName}`,
      text,
      html: `<p>${escapeHtml(text)}</p>`,
    });
    return { test: true as const, to, accepted: info.accepted.length > 0, response: String(info.response) };
  } catch (error) {
    const field = isRecipientRefusal(error) ? 'test_recipient' : 'host';
    throw DomainError.validation({ [field]: [serverWords(error)] });
  } finally {
    transporter.close();
  }
}

/** A test mail the server accepted counts among the instance's mails written (the admin dashboard); nothing of it but when and which kind. */
export async function noteTestMailSent(context: ServiceContext, kind: 'message-test' | 'smtp-configuration-test'): Promise<void> {
  await context.db.insertInto('test_mails_sent').values({ id: context.ids.uuid(), kind }).execute();
}
