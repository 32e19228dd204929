import { DomainError } from '@usher/domain/deciders/domain-error';
import { organisationMay } from '@usher/domain/access/organisation-roles';
import type { AuthUser } from '@usher/infra/http/authenticate';

/**
 * Only the organisation's editors (their default role on its events is Editor, as the founder's
 * is) may change its profile, addresses, members' roles and invitations; everyone else in it
 * may look.
 */
export function canEditOrganisation(user: Pick<AuthUser, 'default_event_role'>): boolean {
  return organisationMay(user.default_event_role, 'edit_organisation');
}

/** Creating an event, or a copy of one, is the organisation's business: only its editors do it. */
export function requireOrganisationMay(user: Pick<AuthUser, 'default_event_role'>, action: 'create_events'): void {
  if (!organisationMay(user.default_event_role, action))
    throw new DomainError('forbidden', 'forbidden', 'Your role does not allow you to create events in this organisation.');
}

export function requireOrganisationEditor(user: Pick<AuthUser, 'default_event_role'>): void {
  if (!canEditOrganisation(user)) throw new DomainError('forbidden', 'forbidden', "Only the organisation's editors may change it.");
}
