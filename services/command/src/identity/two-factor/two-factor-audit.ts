import { streamIds, type EventData } from '@usher/events';
import { twoFactorChangedEmail, type TwoFactorChange } from '@usher/domain/identity/two-factor-emails';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import { appendToOwnStream } from '../../handling/append-to-own-stream.ts';

export interface TwoFactorAccount {
  id: string;
  organisation_id: string;
  first_name: string;
  last_name: string;
  email: string;
}

type AuditEvent =
  | { type: 'UserTwoFactorEnabled'; data: EventData<'UserTwoFactorEnabled'> }
  | { type: 'UserTwoFactorConfirmed'; data: EventData<'UserTwoFactorConfirmed'> }
  | { type: 'UserTwoFactorDisabled'; data: EventData<'UserTwoFactorDisabled'> }
  | { type: 'UserTwoFactorRecoveryCodesRegenerated'; data: EventData<'UserTwoFactorRecoveryCodesRegenerated'> }
  | { type: 'UserTwoFactorRecoveryCodeUsed'; data: EventData<'UserTwoFactorRecoveryCodeUsed'> };

/** The change goes on the user's own stream, without the secret; the actor is the account's owner unless the metadata names someone. */
export async function appendTwoFactorAudit(context: ServiceContext, account: TwoFactorAccount, event: AuditEvent, metadata: EventMetadata): Promise<void> {
  const actor =
    metadata.actor.type === 'user' && metadata.actor.id
      ? metadata.actor
      : { type: 'user' as const, id: account.id, name: `${account.first_name} ${account.last_name}`.trim() };
  await appendToOwnStream(context, streamIds.user(account.id), { ...event, metadata: { ...metadata, actor, organisation_id: account.organisation_id } });
}

/**
 * Mails the owner about the change. A mail server that is down must not undo a change already
 * made and recorded, so a failure is logged, not thrown.
 */
export async function tellOwner(context: ServiceContext, account: TwoFactorAccount, change: TwoFactorChange, detail?: string): Promise<void> {
  try {
    await context.mail.send({ to: account.email, ...twoFactorChangedEmail({ firstName: account.first_name, change, detail }) });
  } catch (error) {
    console.error('two-factor: the notice to the owner could not be sent', error instanceof Error ? error.message : error);
  }
}
