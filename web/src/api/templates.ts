import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { CommandResult } from './pagination'
import type { z } from 'zod'
import type { NotificationTemplateSchema, TemplateSchema } from '@usher/domain/contract/communications'

/** A saved email template: a notification's own words, or a communication template (no notification type). */
export type EmailTemplate = z.infer<typeof TemplateSchema>

/** A notification the product sends, the template it uses now (null: the product's default) and that default. */
export type NotificationTemplate = z.infer<typeof NotificationTemplateSchema>

export type TemplateList = { templates: EmailTemplate[]; notificationTypes: NotificationTemplate[] }

export type TemplateInput = { name: string; subject: string; body: string; translations: EmailTemplate['translations']; activate?: boolean }

export type NewTemplateInput = TemplateInput & { notification_type: string | null }

/** What saving from the editor sends: a change to a saved template, or a new one (id null). */
export type TemplateSave = { id: string; input: TemplateInput } | { id: null; input: NewTemplateInput }

/**
 * The templates page's own key: the communications' "start from a template"
 * list (communicationKeys.templates) reads the same route in another shape.
 */
export const templateKeys = {
  event: (eventUuid: string) => ['events', eventUuid, 'templates'] as const,
}

const templatesPath = (eventUuid: string) => `/api/v2/events/${encodeURIComponent(eventUuid)}/templates`
const templatePath = (eventUuid: string, id: string) => `${templatesPath(eventUuid)}/${encodeURIComponent(id)}`

export function templatesQuery(eventUuid: string) {
  return queryOptions({
    queryKey: templateKeys.event(eventUuid),
    queryFn: ({ signal }) =>
      api
        .get<{ data: EmailTemplate[]; notification_types: NotificationTemplate[] }>(templatesPath(eventUuid), { signal })
        .then((r): TemplateList => ({ templates: r.data, notificationTypes: r.notification_types })),
  })
}

export function createTemplate(eventUuid: string, input: NewTemplateInput): Promise<CommandResult<EmailTemplate>> {
  return api.post(templatesPath(eventUuid), input)
}

export function updateTemplate(eventUuid: string, id: string, input: Partial<TemplateInput>): Promise<CommandResult<EmailTemplate>> {
  return api.put(templatePath(eventUuid, id), input)
}

export function resetTemplateToDefault(eventUuid: string, id: string): Promise<CommandResult<EmailTemplate>> {
  return api.put(`${templatePath(eventUuid, id)}/reset-to-default`)
}

export function deleteTemplate(eventUuid: string, id: string): Promise<CommandResult<unknown>> {
  return api.delete(templatePath(eventUuid, id))
}
