import type { StreamEvent } from '@usher/events';
import type { EventRole, TeamMember } from '../access/event-roles.ts';
import { checkField, email as emailRule, maxLength, required } from '../validation/rules.ts';
import type { Decider } from './decider.ts';
import { DomainError } from './domain-error.ts';

export interface Administrator extends TeamMember {
  administrator_id: string;
}

/** The people an event's team names, by administrator id. */
export interface EventTeamState {
  event_uuid: string | null;
  administrators: Map<string, Administrator>;
  /** Share links carry the generation they were made for; a reset makes the old ones useless. */
  share_generation: number;
}

export type EventTeamCommand =
  | { type: 'InviteAdministrator'; event_uuid: string; administrator_id: string; email: string; user_id: string | null; role: EventRole }
  | { type: 'ChangeAdministratorRole'; administrator_id: string; role: EventRole }
  | { type: 'JoinAdministrator'; administrator_id: string; user_id: string }
  | { type: 'JoinByShareLink'; event_uuid: string; administrator_id: string; email: string; user_id: string; role: EventRole }
  | { type: 'ResetShareLink'; event_uuid: string };

/** The roles a share link may hand out: 'no access' would be a link to nothing. */
export const SHAREABLE_ROLES: readonly EventRole[] = ['editor', 'viewer', 'check_in', 'check_in_with_floorplan'];

export const ALREADY_ON_TEAM_MESSAGE = 'This person is on the event team already.';

export function administratorByEmail(state: EventTeamState, email: string): Administrator | undefined {
  const wanted = email.trim().toLowerCase();
  for (const administrator of state.administrators.values()) if (administrator.email === wanted) return administrator;
  return undefined;
}

export const eventTeamDecider: Decider<EventTeamState, EventTeamCommand, StreamEvent<'event_team'>> = {
  initialState: () => ({ event_uuid: null, administrators: new Map(), share_generation: 0 }),

  evolve(state, event) {
    const change = (administrator_id: string, patch: Partial<Administrator>) => {
      const current = state.administrators.get(administrator_id);
      if (!current) return state;
      const administrators = new Map(state.administrators);
      administrators.set(administrator_id, { ...current, ...patch });
      return { ...state, administrators };
    };
    switch (event.type) {
      case 'EventAdministratorInvited': {
        const administrators = new Map(state.administrators);
        const { administrator_id, email, user_id, role } = event.data;
        administrators.set(administrator_id, { administrator_id, email, user_id, role });
        return { ...state, event_uuid: event.data.event_uuid, administrators };
      }
      case 'EventShareLinkReset':
        return { ...state, event_uuid: event.data.event_uuid, share_generation: event.data.generation };
      case 'EventAdministratorRoleChanged':
        return change(event.data.administrator_id, { role: event.data.role });
      case 'EventAdministratorJoined':
        return change(event.data.administrator_id, { user_id: event.data.user_id });
      default:
        return state;
    }
  },

  decide(command, state): StreamEvent<'event_team'>[] {
    switch (command.type) {
      case 'InviteAdministrator': {
        const email = command.email.trim().toLowerCase();
        const emailErrors = checkField(email, 'Email', [required, emailRule, maxLength(255)]);
        if (emailErrors.length > 0) throw DomainError.validation({ email: emailErrors });
        if (administratorByEmail(state, email)) throw DomainError.validation({ email: [ALREADY_ON_TEAM_MESSAGE] });
        const { event_uuid, administrator_id, user_id, role } = command;
        return [{ type: 'EventAdministratorInvited', data: { event_uuid, administrator_id, email, user_id, role } }];
      }
      case 'ChangeAdministratorRole': {
        const administrator = state.administrators.get(command.administrator_id);
        if (!administrator || !state.event_uuid) throw DomainError.notFound('administrator');
        if (administrator.role === command.role) return [];
        return [
          { type: 'EventAdministratorRoleChanged', data: { event_uuid: state.event_uuid, administrator_id: command.administrator_id, role: command.role } },
        ];
      }
      case 'JoinAdministrator': {
        const administrator = state.administrators.get(command.administrator_id);
        if (!administrator || !state.event_uuid) throw DomainError.notFound('administrator');
        if (administrator.user_id !== null) return [];
        return [
          { type: 'EventAdministratorJoined', data: { event_uuid: state.event_uuid, administrator_id: command.administrator_id, user_id: command.user_id } },
        ];
      }
      case 'JoinByShareLink': {
        // Someone on the team already keeps their role: a link never demotes, nor promotes past what was given.
        const { event_uuid, administrator_id, user_id, role } = command;
        const email = command.email.trim().toLowerCase();
        const member = [...state.administrators.values()].some((administrator) => administrator.user_id === user_id) || administratorByEmail(state, email);
        if (member) return [];
        if (!SHAREABLE_ROLES.includes(role)) throw DomainError.validation({ role: ['This role can not be shared by link.'] });
        return [{ type: 'EventAdministratorInvited', data: { event_uuid, administrator_id, email, user_id, role, via_share_link: true } }];
      }
      case 'ResetShareLink':
        return [{ type: 'EventShareLinkReset', data: { event_uuid: command.event_uuid, generation: state.share_generation + 1 } }];
    }
  },
};
