import type { StreamEvent } from '@usher/events';
import { emptyLocation, normalizeLocation, type Location } from '../constants/locations.ts';
import { locationErrors } from '../constants/location-rules.ts';
import type { Decider } from './decider.ts';
import { DomainError } from './domain-error.ts';
import { defaultEventSettings, type EventSettings } from './event-defaults.ts';
import { validateEventSettings } from './event-rules.ts';
import { decideEventFields, evolveEventFields, initialEventFields, type EventFieldsCommand, type EventFieldsState } from './event-fields-decider.ts';
import {
  decideCommunicationSettings,
  evolveCommunicationSettings,
  initialCommunicationSettings,
  isCommunicationSettingsCommand,
  type ChangeCommunicationSettingsCommand,
  type EventCommunicationSettings,
} from './event-communication-settings.ts';
import { decideEventPass, evolveEventPass, initialEventPass, isEventPassCommand, type EventPassCommand, type EventPassState } from './event-pass-decider.ts';

export interface EventState {
  exists: boolean;
  uuid: string | null;
  organisation_id: string | null;
  settings: EventSettings;
  location: Location;
  is_archived: boolean;
  /** Custom fields, default fields and ticket variations (event-fields-decider.ts). */
  fields: EventFieldsState;
  /** Pass settings and event data (event-pass-decider.ts). */
  pass: EventPassState;
  /** Mail settings: SMTP configuration, tracking, active templates (event-communication-settings.ts). */
  communications: EventCommunicationSettings;
}

export type EventCommand =
  | {
      type: 'CreateEvent';
      uuid: string;
      organisation_id: string;
      settings: Partial<EventSettings>;
      location?: Partial<Location>;
      duplicated_from?: string | null;
      now: Date;
    }
  | { type: 'UpdateEvent'; changes: Partial<EventSettings>; now: Date }
  | { type: 'ChangeEventLocation'; location: Partial<Location> }
  | { type: 'ArchiveEvent' }
  | { type: 'RestoreEvent' }
  | EventFieldsCommand
  | EventPassCommand
  | ChangeCommunicationSettingsCommand;

export const eventDecider: Decider<EventState, EventCommand, StreamEvent<'event'>> = {
  initialState: () => ({
    exists: false,
    uuid: null,
    organisation_id: null,
    settings: defaultEventSettings(),
    location: emptyLocation(),
    is_archived: false,
    fields: initialEventFields(),
    pass: initialEventPass(),
    communications: initialCommunicationSettings(),
  }),

  evolve(state, event) {
    switch (event.type) {
      case 'EventCreated':
        return {
          exists: true,
          uuid: event.data.uuid,
          organisation_id: event.data.organisation_id,
          settings: event.data.settings,
          location: event.data.location,
          is_archived: false,
          fields: initialEventFields(),
          pass: initialEventPass(),
          communications: initialCommunicationSettings(),
        };
      case 'EventUpdated':
        return { ...state, settings: { ...state.settings, ...event.data.changes } };
      case 'EventLocationChanged':
        return { ...state, location: event.data.location };
      case 'EventArchived':
        return { ...state, is_archived: true };
      case 'EventRestored':
        return { ...state, is_archived: false };
      default: {
        const fields = evolveEventFields(state.fields, event);
        const pass = evolveEventPass(state.pass, event);
        const communications = evolveCommunicationSettings(state.communications, event);
        return fields === state.fields && pass === state.pass && communications === state.communications ? state : { ...state, fields, pass, communications };
      }
    }
  },

  decide(command, state): StreamEvent<'event'>[] {
    if (command.type === 'CreateEvent') {
      if (state.exists) throw new DomainError('conflict', 'event_exists', 'This event exists already.');
      const settings = { ...defaultEventSettings(), ...command.settings };
      // A copy keeps its source's dates, even past ones, until the organiser moves them.
      const errors = validateEventSettings(settings, command.now, { isNew: !command.duplicated_from });
      // A copy keeps its source's location as stored, as it keeps its dates.
      if (!command.duplicated_from) Object.assign(errors, locationErrors(command.location ?? {}, 'location.'));
      if (Object.keys(errors).length > 0) throw DomainError.validation(errors);
      return [
        {
          type: 'EventCreated',
          data: {
            uuid: command.uuid,
            organisation_id: command.organisation_id,
            settings,
            location: normalizeLocation(command.location ?? {}),
            duplicated_from: command.duplicated_from ?? null,
          },
        },
      ];
    }
    if (!state.exists) throw DomainError.notFound('event');
    switch (command.type) {
      case 'UpdateEvent': {
        const changes = changedSettings(state.settings, command.changes);
        const next = { ...state.settings, ...changes };
        // Only a changed start is held to the 12-hour window; an event that
        // already started must stay editable.
        const startMoved = 'starts_date' in changes || 'starts_time' in changes || 'timezone' in changes;
        const errors = validateEventSettings(next, command.now, { isNew: startMoved });
        if (Object.keys(errors).length > 0) throw DomainError.validation(errors);
        return Object.keys(changes).length === 0 ? [] : [{ type: 'EventUpdated', data: { changes } }];
      }
      case 'ChangeEventLocation': {
        const errors = locationErrors(command.location, 'location.');
        if (Object.keys(errors).length > 0) throw DomainError.validation(errors);
        return [{ type: 'EventLocationChanged', data: { location: normalizeLocation(command.location) } }];
      }
      case 'ArchiveEvent':
        return state.is_archived ? [] : [{ type: 'EventArchived', data: {} }];
      case 'RestoreEvent':
        return state.is_archived ? [{ type: 'EventRestored', data: {} }] : [];
      default:
        if (isCommunicationSettingsCommand(command)) return decideCommunicationSettings(command, state.communications);
        if (isEventPassCommand(command))
          return decideEventPass(command, state.pass, new Set(state.fields.custom_fields.map((field) => field.id.toLowerCase())));
        return decideEventFields(command, state.fields);
    }
  },
};

/** Keeps only the settings whose value differs, so the log records real changes. */
function changedSettings(current: EventSettings, proposed: Partial<EventSettings>): Partial<EventSettings> {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(proposed)) {
    if (value === undefined) continue;
    if (JSON.stringify(current[key as keyof EventSettings]) !== JSON.stringify(value)) changes[key] = value;
  }
  return changes as Partial<EventSettings>;
}
