import { z } from 'zod';
import { safeId } from '@usher/domain/validation/safe-text';
import { ALERT_ACTIONS } from '@usher/events';
import { AttendeeIdsBody } from '../attendees/attendee-schemas.ts';

export const CheckInAlertBody = AttendeeIdsBody.extend({ users: z.array(safeId()).max(100) });
export const ActionAlertBody = z.object({ user_id: safeId(), action: z.enum(ALERT_ACTIONS) });
export const ActionAlertParams = z.object({ e: safeId(), id: safeId() });
