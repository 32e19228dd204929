import { streamIds } from '@usher/events';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { checkField, maxLength, required } from '@usher/domain/validation/rules';
import type { FieldErrors } from '@usher/domain/validation/errors';
import type { AuthUser } from '@usher/infra/http/authenticate';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import { forgetSessionsOf } from '@usher/infra/http/authenticate';
import { appendToOwnStream } from '../../handling/append-to-own-stream.ts';

export interface ProfileInput {
  first_name?: string | null;
  last_name?: string | null;
}

/** The same rules as sign-up's for the two names. */
export function validateProfile(input: ProfileInput): FieldErrors {
  const errors: FieldErrors = {};
  const first = checkField(input.first_name, 'First name', [required, maxLength(255)]);
  const last = checkField(input.last_name, 'Last name', [required, maxLength(255)]);
  if (first.length > 0) errors.first_name = first;
  if (last.length > 0) errors.last_name = last;
  return errors;
}

/**
 * Spec 'PUT /api/auth/profile': the owner's first and last name. The event carries the names,
 * sealed under the user's key like UserRegistered's, so deleting the account shreds them too.
 * An unchanged name appends nothing.
 */
export async function updateProfile(context: ServiceContext, user: AuthUser, input: ProfileInput, metadata: EventMetadata) {
  const errors = validateProfile(input);
  if (Object.keys(errors).length > 0) throw DomainError.validation(errors);
  const first_name = input.first_name!.trim();
  const last_name = input.last_name!.trim();
  if (first_name !== user.first_name || last_name !== user.last_name) {
    await context.db.updateTable('users').set({ first_name, last_name }).where('id', '=', user.id).execute();
    // The event names its actor by the new name: the person renamed themselves.
    const actor = metadata.actor.type === 'user' && metadata.actor.id === user.id ? { ...metadata.actor, name: `${first_name} ${last_name}` } : metadata.actor;
    await appendToOwnStream(context, streamIds.user(user.id), {
      type: 'UserProfileUpdated',
      data: { user_id: user.id, first_name, last_name },
      metadata: { ...metadata, actor, organisation_id: user.organisation_id },
    });
    forgetSessionsOf(user.id);
  }
  return { ...user, first_name, last_name };
}
