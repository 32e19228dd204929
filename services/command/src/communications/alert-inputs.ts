import type { z } from 'zod';
import type { ScheduleBody } from '@usher/domain/contract/communications';
import { DEFAULT_TEMPLATES, NOTIFICATION_TYPES, type NotificationType } from '@usher/domain/communications/notification-types';
import type { AlertContent } from '@usher/domain/communications/alert-rules';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { isUuid } from '@usher/domain/ids/uuid';
import type { ServiceContext } from '@usher/infra/context';
import { streamIds } from '@usher/events';
import { fold } from '@usher/domain/deciders/decider';
import { templateDecider } from '@usher/domain/deciders/template-decider';
import { toDomainEvent } from '../handling/execute.ts';

// What a request says about a communication's words and time, read against
// the event before the decider sees it. (Its audience: guest-selection/audience-check.ts.)

export const NOW: AlertContent['schedule'] = { kind: 'now', at: null, offset_minutes: null, anchor: null };

const isNotificationType = (id: string): id is NotificationType => (NOTIFICATION_TYPES as readonly string[]).includes(id);

/**
 * The words of the template a communication starts from: one of the event's
 * saved templates (by id), or the product's default words of a notification
 * (by its type, e.g. `reminder`), which has no id of its own.
 */
export async function templateWordsOf(
  context: ServiceContext,
  eventUuid: string,
  templateId: string,
): Promise<Pick<AlertContent, 'template_id' | 'subject' | 'body' | 'translations'>> {
  if (isNotificationType(templateId))
    return { template_id: null, subject: DEFAULT_TEMPLATES[templateId].subject, body: DEFAULT_TEMPLATES[templateId].body, translations: {} };
  // From the template's own stream: one saved a moment ago is found, one deleted a moment ago is not.
  const template = isUuid(templateId) ? fold(templateDecider, (await context.store.readStream(streamIds.template(templateId))).map(toDomainEvent)) : null;
  if (!template?.exists || template.deleted || template.event_uuid !== eventUuid)
    throw DomainError.validation({ template_id: ['The selected template is invalid.'] });
  // Its words in other languages come along, as its base words do.
  return { template_id: templateId, subject: template.subject, body: template.body, translations: template.translations };
}

/** The schedule as the log keeps it: only the fields its kind uses. */
export function scheduleOf(body: z.infer<typeof ScheduleBody>): AlertContent['schedule'] {
  if (body.kind === 'at') return { kind: 'at', at: body.at, offset_minutes: null, anchor: null };
  if (body.kind === 'relative') return { kind: 'relative', at: null, offset_minutes: body.offset_minutes ?? 0, anchor: body.anchor ?? 'starts' };
  return NOW;
}
