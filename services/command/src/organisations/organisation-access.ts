import { DomainError } from '@usher/domain/deciders/domain-error';
import type { AuthUser } from '@usher/infra/http/authenticate';

/**
 * Only the organisation's editors (their default role on its events is Editor, as the founder's
 * is) may change its profile, addresses, members' roles and invitations; everyone else in it
 * may look.
 */
export function canEditOrganisation(user: Pick<AuthUser, 'default_event_role'>): boolean {
  return user.default_event_role === 'editor';
}

export function requireOrganisationEditor(user: Pick<AuthUser, 'default_event_role'>): void {
  if (!canEditOrganisation(user)) throw new DomainError('forbidden', 'forbidden', "Only the organisation's editors may change it.");
}
