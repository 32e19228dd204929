import type { StreamEvent } from '@usher/events';
import type { Decider } from './decider.ts';
import { DomainError } from './domain-error.ts';
import {
  newGroupFields,
  parseHostGroupInput,
  withFloorplanRule,
  type GroupSettings,
  type HostGroupFields,
  type HostGroupInput,
} from '../host-groups/host-group-rules.ts';

export interface GroupHost {
  attendee_id: string;
  attending_with_group: boolean;
}

/** One host group (stream `hostgroup-{id}`): its fields and its hosts. Its guests are attendees that name it. */
export interface HostGroupState {
  exists: boolean;
  deleted: boolean;
  group_id: string | null;
  event_uuid: string | null;
  fields: HostGroupFields | null;
  hosts: GroupHost[];
}

/** What a decision about a group needs to know of its event. */
export interface GroupEventFacts {
  group_settings: GroupSettings;
  is_seating_enabled: boolean;
  /** The event's group tags, for checking host_group_tag_id. */
  tag_ids: ReadonlySet<string>;
}

export type HostGroupCommand =
  | { type: 'CreateHostGroup'; group_id: string; event_uuid: string; input: HostGroupInput; event: GroupEventFacts }
  | { type: 'UpdateHostGroup'; input: HostGroupInput; event: GroupEventFacts }
  | { type: 'DeleteHostGroup' }
  | { type: 'AddHost'; attendee_id: string; attending_with_group: boolean }
  | { type: 'ChangeHost'; attendee_id: string; attending_with_group: boolean }
  | { type: 'RemoveHost'; attendee_id: string }
  | { type: 'ShareHostGroup'; host_ids: string[] }
  | { type: 'SendHostGroupTickets'; attendee_ids: string[] }
  /** A host's send was refused by a rate limit: recorded so the organiser sees it. */
  | { type: 'RecordSendsLimited'; attendee_id: string; kind: 'invitation' | 'pass'; limit: 'guest' | 'group' | 'address'; max: number; window_seconds: number };

function changedFields(current: HostGroupFields, proposed: Partial<HostGroupFields>): Partial<HostGroupFields> {
  return Object.fromEntries(Object.entries(proposed).filter(([key, value]) => current[key as keyof HostGroupFields] !== value)) as Partial<HostGroupFields>;
}

function findHost(state: HostGroupState, attendeeId: string): GroupHost {
  const host = state.hosts.find((candidate) => candidate.attendee_id === attendeeId);
  if (!host) throw DomainError.notFound('host');
  return host;
}

export const hostGroupDecider: Decider<HostGroupState, HostGroupCommand, StreamEvent<'hostgroup'>> = {
  initialState: () => ({ exists: false, deleted: false, group_id: null, event_uuid: null, fields: null, hosts: [] }),

  evolve(state, event) {
    switch (event.type) {
      case 'HostGroupCreated': {
        const { group_id, event_uuid, ...fields } = event.data;
        return { ...state, exists: true, group_id, event_uuid, fields };
      }
      case 'HostGroupUpdated':
        return { ...state, fields: { ...state.fields!, ...event.data.changes } };
      case 'HostGroupDeleted':
        return { ...state, deleted: true };
      case 'HostGroupHostAdded':
        return { ...state, hosts: [...state.hosts, { attendee_id: event.data.attendee_id, attending_with_group: event.data.attending_with_group }] };
      case 'HostGroupHostChanged':
        return {
          ...state,
          hosts: state.hosts.map((host) =>
            host.attendee_id === event.data.attendee_id ? { ...host, attending_with_group: event.data.attending_with_group } : host,
          ),
        };
      case 'HostGroupHostRemoved':
        return { ...state, hosts: state.hosts.filter((host) => host.attendee_id !== event.data.attendee_id) };
      default:
        return state;
    }
  },

  decide(command, state): StreamEvent<'hostgroup'>[] {
    if (command.type === 'CreateHostGroup') {
      if (state.exists) throw new DomainError('conflict', 'host_group_exists', 'This group exists already.');
      const { fields, errors } = parseHostGroupInput(command.input, { partial: false, knownTagIds: command.event.tag_ids });
      if (Object.keys(errors).length > 0) throw DomainError.validation(errors);
      const whole = withFloorplanRule(newGroupFields(command.event.group_settings, fields), command.event.is_seating_enabled);
      return [{ type: 'HostGroupCreated', data: { group_id: command.group_id, event_uuid: command.event_uuid, ...whole } }];
    }
    if (!state.exists || state.deleted) throw DomainError.notFound('host_group');
    const group_id = state.group_id!;
    const event_uuid = state.event_uuid!;
    switch (command.type) {
      case 'UpdateHostGroup': {
        const { fields, errors } = parseHostGroupInput(command.input, { partial: true, knownTagIds: command.event.tag_ids });
        if (Object.keys(errors).length > 0) throw DomainError.validation(errors);
        const next = withFloorplanRule({ ...state.fields!, ...fields }, command.event.is_seating_enabled);
        const changes = changedFields(state.fields!, next);
        return Object.keys(changes).length === 0 ? [] : [{ type: 'HostGroupUpdated', data: { group_id, event_uuid, changes } }];
      }
      case 'DeleteHostGroup':
        return [{ type: 'HostGroupDeleted', data: { group_id, event_uuid } }];
      case 'AddHost':
        if (state.hosts.some((host) => host.attendee_id === command.attendee_id))
          throw new DomainError('conflict', 'host_exists', 'This guest hosts the group already.');
        return [
          { type: 'HostGroupHostAdded', data: { group_id, event_uuid, attendee_id: command.attendee_id, attending_with_group: command.attending_with_group } },
        ];
      case 'ChangeHost': {
        const host = findHost(state, command.attendee_id);
        if (host.attending_with_group === command.attending_with_group) return [];
        return [
          {
            type: 'HostGroupHostChanged',
            data: { group_id, event_uuid, attendee_id: command.attendee_id, attending_with_group: command.attending_with_group },
          },
        ];
      }
      case 'RemoveHost':
        findHost(state, command.attendee_id);
        return [{ type: 'HostGroupHostRemoved', data: { group_id, event_uuid, attendee_id: command.attendee_id } }];
      case 'ShareHostGroup':
        if (command.host_ids.length === 0)
          throw new DomainError('conflict', 'no_hosts_to_share_with', 'The group has no host with an email address to share it with.');
        return [{ type: 'HostGroupShared', data: { group_id, event_uuid, host_ids: command.host_ids } }];
      case 'SendHostGroupTickets':
        if (command.attendee_ids.length === 0)
          throw new DomainError('conflict', 'no_tickets_to_send', 'The group has no named guest with an email address to send a ticket to.');
        return [{ type: 'HostGroupTicketsSent', data: { group_id, event_uuid, attendee_ids: command.attendee_ids } }];
      case 'RecordSendsLimited': {
        const { type: _type, ...limited } = command;
        return [{ type: 'HostGroupSendsLimited', data: { group_id, event_uuid, ...limited } }];
      }
    }
  },
};
