import { isEventRole, type EventRole } from './event-roles.ts';

// What a member may do in their organisation as a whole, beyond any one of
// its events (issue 27, section 6). A member's organisation role is their
// default role on its events: Editor for its founder and the members made
// editors, 'Don't have access' for a teammate invited to one event, whatever
// role that event gave them. A role on one event opens that event only.

export type OrganisationAction =
  /** Create an event in the organisation, or a copy of one (a duplicate is a new event too). */
  | 'create_events'
  /** Change the organisation: its profile, addresses, members' roles, invitations. */
  | 'edit_organisation';

const ORGANISATION_EDITORS: readonly EventRole[] = ['editor'];

export function organisationMay(defaultEventRole: string, action: OrganisationAction): boolean {
  switch (action) {
    case 'create_events':
    case 'edit_organisation':
      return isEventRole(defaultEventRole) && ORGANISATION_EDITORS.includes(defaultEventRole);
  }
}
