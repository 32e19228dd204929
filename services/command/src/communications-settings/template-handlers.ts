import { streamIds, type DomainEvent } from '@usher/events';
import { eventDecider, type EventState } from '@usher/domain/deciders/event-decider';
import { templateDecider, type TemplateState } from '@usher/domain/deciders/template-decider';
import { DomainError } from '@usher/domain/deciders/domain-error';
import type { z } from 'zod';
import type { CreateTemplateBody, UpdateTemplateBody } from '@usher/domain/contract/communications';
import type { AuthUser } from '@usher/infra/http/authenticate';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import { decideOnStreams, type LoadStream, type LoadedStream } from './decide-on-streams.ts';
import { evolveFrom } from '@usher/domain/deciders/decider';

type CreateInput = z.infer<typeof CreateTemplateBody>;
type UpdateInput = z.infer<typeof UpdateTemplateBody>;

export const ACTIVATE_NEEDS_NOTIFICATION = 'Only the template of a notification can be made active.';

const iso = (at: Date | null, fallback: Date) => (at ?? fallback).toISOString();

function presentTemplate(id: string, template: TemplateState, event: EventState, times: { createdAt: string; updatedAt: string }) {
  const type = template.notification_type;
  return {
    id,
    event_uuid: template.event_uuid!,
    notification_type: type,
    name: template.name,
    subject: template.subject,
    body: template.body,
    translations: template.translations,
    is_active: type !== null && event.communications.active_notification_templates[type] === id,
    created_at: times.createdAt,
    updated_at: times.updatedAt,
  };
}

/** A template of this event, or 404 (one of another event answers like one that never existed). */
async function loadOwnTemplate(load: LoadStream, eventUuid: string, templateId: string): Promise<LoadedStream<TemplateState>> {
  const loaded = await load(templateDecider, streamIds.template(templateId));
  if (!loaded.state.exists || loaded.state.deleted || loaded.state.event_uuid !== eventUuid) throw DomainError.notFound('template');
  return loaded;
}

/** The event's mail settings change that makes (or stops making) a template the one its notification uses. */
function activation(event: EventState, templateId: string, type: string, active: boolean): DomainEvent[] {
  const isActive = event.communications.active_notification_templates[type] === templateId;
  if (active === isActive) return [];
  return eventDecider.decide(
    {
      type: 'ChangeCommunicationSettings',
      active_notification_templates: { [type]: active ? templateId : null },
      known: { templates: new Map([[templateId, type]]), smtpConfigurationIds: new Set() },
    },
    event,
  );
}

export async function createTemplate(context: ServiceContext, user: AuthUser, eventUuid: string, input: CreateInput, metadata: EventMetadata) {
  const templateId = context.ids.uuid();
  const now = context.clock.now();
  const { result, position, recordedAt } = await decideOnStreams(context, metadata, async (load) => {
    const template = await load(templateDecider, streamIds.template(templateId));
    const event = await load(eventDecider, streamIds.event(eventUuid));
    const { activate, ...content } = input;
    const created = templateDecider.decide({ type: 'CreateTemplate', event_uuid: eventUuid, template_id: templateId, ...content }, template.state);
    const next = evolveFrom(templateDecider, template.state, created);
    if (activate && next.notification_type === null) throw DomainError.validation({ activate: [ACTIVATE_NEEDS_NOTIFICATION] });
    const settings = activate ? activation(event.state, templateId, next.notification_type!, true) : [];
    return {
      events: [
        { streamId: streamIds.template(templateId), events: created },
        { streamId: streamIds.event(eventUuid), events: settings },
      ],
      result: { template: next, event: evolveFrom(eventDecider, event.state, settings) },
    };
  });
  const at = iso(recordedAt, now);
  return { data: presentTemplate(templateId, result.template, result.event, { createdAt: at, updatedAt: at }), position };
}

export async function updateTemplate(
  context: ServiceContext,
  user: AuthUser,
  eventUuid: string,
  templateId: string,
  input: UpdateInput,
  metadata: EventMetadata,
) {
  const now = context.clock.now();
  const { result, position, recordedAt } = await decideOnStreams(context, metadata, async (load) => {
    const template = await loadOwnTemplate(load, eventUuid, templateId);
    const event = await load(eventDecider, streamIds.event(eventUuid));
    const { activate, ...changes } = input;
    const updated = templateDecider.decide({ type: 'UpdateTemplate', changes }, template.state);
    const type = template.state.notification_type;
    if (activate === true && type === null) throw DomainError.validation({ activate: [ACTIVATE_NEEDS_NOTIFICATION] });
    const settings = activate !== undefined && type !== null ? activation(event.state, templateId, type, activate) : [];
    return {
      events: [
        { streamId: streamIds.template(templateId), events: updated },
        { streamId: streamIds.event(eventUuid), events: settings },
      ],
      result: { template: evolveFrom(templateDecider, template.state, updated), event: evolveFrom(eventDecider, event.state, settings), loaded: template },
    };
  });
  return {
    data: presentTemplate(templateId, result.template, result.event, {
      createdAt: iso(result.loaded.createdAt, now),
      updatedAt: iso(recordedAt ?? result.loaded.updatedAt, now),
    }),
    position,
  };
}

/** A notification's template back to the product's words (DEFAULT_TEMPLATES); its name stays. */
export async function resetTemplateToDefault(context: ServiceContext, user: AuthUser, eventUuid: string, templateId: string, metadata: EventMetadata) {
  const now = context.clock.now();
  const { result, position, recordedAt } = await decideOnStreams(context, metadata, async (load) => {
    const template = await loadOwnTemplate(load, eventUuid, templateId);
    const event = await load(eventDecider, streamIds.event(eventUuid));
    const reset = templateDecider.decide({ type: 'ResetTemplateToDefault' }, template.state);
    return {
      events: [{ streamId: streamIds.template(templateId), events: reset }],
      result: { template: evolveFrom(templateDecider, template.state, reset), event: event.state, loaded: template },
    };
  });
  return {
    data: presentTemplate(templateId, result.template, result.event, {
      createdAt: iso(result.loaded.createdAt, now),
      updatedAt: iso(recordedAt ?? result.loaded.updatedAt, now),
    }),
    position,
  };
}

/** Deleted; when it was the one a notification used, the notification goes back to its default in the same append. */
export async function deleteTemplate(context: ServiceContext, user: AuthUser, eventUuid: string, templateId: string, metadata: EventMetadata) {
  const { position } = await decideOnStreams(context, metadata, async (load) => {
    const template = await loadOwnTemplate(load, eventUuid, templateId);
    const event = await load(eventDecider, streamIds.event(eventUuid));
    const deleted = templateDecider.decide({ type: 'DeleteTemplate' }, template.state);
    const type = template.state.notification_type;
    const settings = type !== null ? activation(event.state, templateId, type, false) : [];
    return {
      events: [
        { streamId: streamIds.template(templateId), events: deleted },
        { streamId: streamIds.event(eventUuid), events: settings },
      ],
      result: null,
    };
  });
  return { data: { id: templateId, deleted: true }, position };
}
