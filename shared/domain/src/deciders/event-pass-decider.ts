import type { DomainEvent, StreamEvent } from '@usher/events';
import { DomainError } from './domain-error.ts';
import { hasErrors } from '../validation/errors.ts';
import { sameJson } from '../values/same-json.ts';
import { defaultPassSettings, mergePassSettings, validatePassSettings, type PassSettings, type PassSettingsInput } from '../passes/pass-settings.ts';
import { customFieldIdOfPassField, defaultEventData, mergeEventData, validateEventData, type EventData, type EventDataInput } from '../passes/event-data.ts';
import { defaultBadgeLayout, mergeBadgeLayout, validateBadgeLayout, type BadgeLayout, type BadgeLayoutInput } from '../badges/badge-layout.ts';

/** How the event's passes look and what they say, and its printed badges (which take the passes' look): its part of the event aggregate's state. */
export interface EventPassState {
  pass_settings: PassSettings;
  event_data: EventData;
  badge_layout: BadgeLayout;
}

export type EventPassCommand =
  | { type: 'ChangePassSettings'; pass_settings: PassSettingsInput }
  | { type: 'ChangeEventData'; event_data: EventDataInput }
  | { type: 'ChangeBadgeLayout'; badge_layout: BadgeLayoutInput };

export function initialEventPass(): EventPassState {
  return { pass_settings: defaultPassSettings(), event_data: defaultEventData(), badge_layout: defaultBadgeLayout() };
}

export function isEventPassCommand(command: { type: string }): command is EventPassCommand {
  return command.type === 'ChangePassSettings' || command.type === 'ChangeEventData' || command.type === 'ChangeBadgeLayout';
}

export function evolveEventPass(pass: EventPassState, event: DomainEvent): EventPassState {
  switch (event.type) {
    case 'EventPassSettingsChanged':
      return { ...pass, pass_settings: event.data.pass_settings };
    case 'EventDataChanged':
      return { ...pass, event_data: event.data.event_data };
    case 'EventBadgeLayoutChanged':
      return { ...pass, badge_layout: event.data.badge_layout };
    default:
      return pass;
  }
}

// Key order aside: state folded from the log has jsonb's order, a merge the command's.
const same = sameJson;

/** Each event carries the whole group after the change, so a reader never has to merge. */
export function decideEventPass(command: EventPassCommand, pass: EventPassState, customFieldIds: ReadonlySet<string>): StreamEvent<'event'>[] {
  switch (command.type) {
    case 'ChangePassSettings': {
      const next = mergePassSettings(pass.pass_settings, command.pass_settings);
      const errors = validatePassSettings(next);
      if (hasErrors(errors)) throw DomainError.validation(errors);
      return same(next, pass.pass_settings) ? [] : [{ type: 'EventPassSettingsChanged', data: { pass_settings: next } }];
    }
    case 'ChangeEventData': {
      // Fields chosen earlier whose custom field was deleted since drop out rather than block the change.
      const stillKnown = (key: string) => {
        const id = customFieldIdOfPassField(key);
        return !id || customFieldIds.has(id);
      };
      const current = {
        ...pass.event_data,
        fields_order_before_checkin: pass.event_data.fields_order_before_checkin.filter(stillKnown),
        fields_order_after_checkin: pass.event_data.fields_order_after_checkin.filter(stillKnown),
      };
      const next = mergeEventData(current, command.event_data);
      const errors = validateEventData(next, customFieldIds);
      if (hasErrors(errors)) throw DomainError.validation(errors);
      return same(next, pass.event_data) ? [] : [{ type: 'EventDataChanged', data: { event_data: next } }];
    }
    case 'ChangeBadgeLayout': {
      // A field chosen earlier whose custom field was deleted since drops out rather than block the change.
      const chosen = pass.badge_layout.secondary_field;
      const chosenId = chosen ? customFieldIdOfPassField(chosen) : null;
      const current = chosenId && !customFieldIds.has(chosenId) ? { ...pass.badge_layout, secondary_field: null } : pass.badge_layout;
      const next = mergeBadgeLayout(current, command.badge_layout);
      const errors = validateBadgeLayout(next, customFieldIds);
      if (hasErrors(errors)) throw DomainError.validation(errors);
      return same(next, pass.badge_layout) ? [] : [{ type: 'EventBadgeLayoutChanged', data: { badge_layout: next } }];
    }
  }
}
