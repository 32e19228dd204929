import type { EmailContent } from '@usher/domain/invitations/invitation-email';
import type { ServiceContext } from '@usher/infra/context';

/**
 * A notice about a change already made (a new password, a new address): the change stands even
 * when the mail server is down, so a failed notice is logged, not thrown.
 */
export async function sendNotice(context: ServiceContext, to: string, mail: EmailContent): Promise<void> {
  try {
    await context.mail.send({ to, ...mail });
  } catch (error) {
    console.error('account notice could not be sent', error instanceof Error ? error.message : error);
  }
}
