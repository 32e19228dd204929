import { DomainError } from '../deciders/domain-error.ts';

/** Where an organiser turns invitations on, in the words of the screen (the event's settings form). */
export const INVITATIONS_OFF_MESSAGE = "Invitations are turned off for this event. Turn them on in the event's Settings, General, under Features.";

/** A host cannot turn them on: the words say who can. */
export const INVITATIONS_OFF_FOR_HOSTS_MESSAGE = 'The organiser has turned invitations off for this event.';

/**
 * The event's Invitations switch (`invites_enabled`) does what it says: while
 * it is off no invitation is sent, from the guest list, the API or a host's
 * page (409 `invitations_off`, with where to turn them on).
 */
export function requireInvitationsOn(settings: { invites_enabled: boolean }, message: string = INVITATIONS_OFF_MESSAGE): void {
  if (!settings.invites_enabled) throw new DomainError('conflict', 'invitations_off', message);
}
