import { z } from 'zod';
import { ALERT_ACTIONS } from '@usher/events';
import { AttendeeIdsBody } from '../attendees/attendee-schemas.ts';

export const CheckInAlertBody = AttendeeIdsBody.extend({ users: z.array(z.string().max(100)).max(100) });
export const ActionAlertBody = z.object({ user_id: z.string().max(100), action: z.enum(ALERT_ACTIONS) });
export const ActionAlertParams = z.object({ e: z.string().max(100), id: z.string().max(100) });
