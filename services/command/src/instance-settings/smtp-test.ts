import { DomainError } from '@usher/domain/deciders/domain-error';
import { escapeHtml } from '@usher/domain/invitations/invitation-email';
import type { AuthUser } from '@usher/infra/http/authenticate';
import { HttpError } from '@usher/infra/http/errors';
import { readInstanceSettings } from '@usher/infra/instance/instance-settings';
import type { ServiceContext } from '@usher/infra/context';
import { recordHit, secondsUntilAllowed } from '../identity/rate-limit.ts';

const TEST_MAILS = { max: 10, windowSeconds: 3600 };

/**
 * "Send a test email": a message to the administrator's own address through the mail server in
 * force (the environment's, else the saved one, else the mail folder), so they see at once
 * whether what they saved works. The server's refusal is shown under the form, never a 500.
 */
export async function sendSmtpTest(context: ServiceContext, user: AuthUser): Promise<{ sent_to: string }> {
  const limit = { bucket: `smtp-test:${user.id}`, ...TEST_MAILS };
  const wait = await secondsUntilAllowed(context.db, limit);
  if (wait !== null) throw new HttpError(429, 'Too many test emails. Please try again later.', 'too_many_requests', { 'retry-after': String(wait) });
  await recordHit(context.db, limit.bucket);
  const { name } = await readInstanceSettings(context.db);
  const text = `This is a test email from ${name}. If you are reading it, the mail server settings work.`;
  try {
    await context.mail.send({ to: user.email, subject: `Test email from ${name}`, text, html: `<p>${escapeHtml(text)}</p>` });
  } catch (error) {
    const reason = error instanceof Error ? error.message.slice(0, 300) : 'unknown error';
    throw DomainError.validation({ smtp: [`The test email could not be sent: ${reason}`] });
  }
  return { sent_to: user.email };
}
