import type { AlertAction } from '@usher/events';
import type { z } from 'zod';

type Action = z.infer<typeof AlertAction>;

export interface ActionAlertRule {
  alert_id: string;
  user_id: string;
  action: Action;
}

/**
 * Who is told when a guest does `action`: the guest's check-in alert users
 * (for check-ins), then every user with an action alert for it, each once.
 */
export function recipientsFor(
  action: Action,
  checkinAlertUsers: string[],
  rules: ActionAlertRule[],
): { user_id: string; reason: 'checkin_alert' | 'action_alert' }[] {
  const recipients = new Map<string, 'checkin_alert' | 'action_alert'>();
  if (action === 'check_in') for (const id of checkinAlertUsers) recipients.set(id, 'checkin_alert');
  for (const rule of rules) if (rule.action === action && !recipients.has(rule.user_id)) recipients.set(rule.user_id, 'action_alert');
  return [...recipients].map(([user_id, reason]) => ({ user_id, reason }));
}

/** The action an event of a guest's stream counts as, if alerts watch it. */
export function actionOf(type: string, data: Record<string, unknown>): Action | null {
  if (type === 'AttendeeCheckedIn') return 'check_in';
  if (type === 'AttendeeInvitationLinkClicked') return 'link_clicked';
  if (type === 'AttendeeRsvpSet') return data.is_attending === true ? 'rsvp_yes' : data.is_attending === false ? 'rsvp_no' : null;
  return null;
}

/** The live rules of an event from its action-alerts stream. */
export function foldActionAlerts(events: { type: string; data: Record<string, unknown> }[]): ActionAlertRule[] {
  const rules = new Map<string, ActionAlertRule>();
  for (const event of events) {
    if (event.type === 'ActionAlertCreated') {
      const data = event.data as { alert_id: string; user_id: string; action: Action };
      rules.set(data.alert_id, { alert_id: data.alert_id, user_id: data.user_id, action: data.action });
    } else if (event.type === 'ActionAlertDeleted') {
      rules.delete(String(event.data.alert_id));
    }
  }
  return [...rules.values()];
}
