import type { StreamEvent } from '@usher/events';
import type { Decider } from './decider.ts';
import { DomainError } from './domain-error.ts';

export type AlertAction = 'check_in' | 'rsvp_yes' | 'rsvp_no' | 'link_clicked';

/**
 * An event's action alerts (stream `action-alerts-{eventUuid}`): rules
 * "tell user U when any guest does ACTION". One rule per user and action.
 */
export interface ActionAlertsState {
  alerts: Map<string, { user_id: string; action: AlertAction }>;
}

export type ActionAlertsCommand =
  | { type: 'CreateActionAlert'; event_uuid: string; alert_id: string; user_id: string; action: AlertAction }
  | { type: 'DeleteActionAlert'; event_uuid: string; alert_id: string };

export const actionAlertsDecider: Decider<ActionAlertsState, ActionAlertsCommand, StreamEvent<'action_alerts'>> = {
  initialState: () => ({ alerts: new Map() }),

  evolve(state, event) {
    if (event.type === 'ActionAlertCreated') {
      const alerts = new Map(state.alerts);
      alerts.set(event.data.alert_id, { user_id: event.data.user_id, action: event.data.action });
      return { alerts };
    }
    if (event.type === 'ActionAlertDeleted') {
      const alerts = new Map(state.alerts);
      alerts.delete(event.data.alert_id);
      return { alerts };
    }
    return state;
  },

  decide(command, state): StreamEvent<'action_alerts'>[] {
    if (command.type === 'CreateActionAlert') {
      const duplicate = [...state.alerts.values()].some((alert) => alert.user_id === command.user_id && alert.action === command.action);
      if (duplicate) throw DomainError.validation({ action: ['This user already has an alert for this action.'] });
      return [
        { type: 'ActionAlertCreated', data: { event_uuid: command.event_uuid, alert_id: command.alert_id, user_id: command.user_id, action: command.action } },
      ];
    }
    if (!state.alerts.has(command.alert_id)) throw DomainError.notFound('action_alert');
    return [{ type: 'ActionAlertDeleted', data: { event_uuid: command.event_uuid, alert_id: command.alert_id } }];
  },
};
