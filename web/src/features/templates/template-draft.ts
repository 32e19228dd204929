import type { EmailTemplate, NewTemplateInput, NotificationTemplate, TemplateInput, TemplateSave } from '@/api/templates'

/** What the editor holds while someone writes. */
export type TemplateDraft = {
  /** The saved template being changed; null: saving creates one. */
  id: string | null
  name: string
  /** The notification it is for; null: a template to start communications from. */
  notificationType: string | null
  subject: string
  body: string
  /** Its words in other languages than the event's default. */
  translations: EmailTemplate['translations']
  /** Make it the template its notification uses when saved. */
  activate: boolean
}

/** What the editor opens on for a notification: its template in use, or the product's words to start a copy from. */
export function draftForNotification(notification: NotificationTemplate, templates: readonly EmailTemplate[]): TemplateDraft {
  const active = templates.find((template) => template.id === notification.active_template_id)
  if (active) return draftOf(active, true)
  return {
    id: null,
    name: notification.label,
    notificationType: notification.notification_type,
    subject: notification.default_subject,
    body: notification.default_body,
    translations: {},
    activate: true,
  }
}

export function draftOf(template: EmailTemplate, isActive = template.is_active): TemplateDraft {
  return {
    id: template.id,
    name: template.name,
    notificationType: template.notification_type,
    subject: template.subject,
    body: template.body,
    translations: template.translations,
    activate: isActive,
  }
}

export function blankDraft(): TemplateDraft {
  return { id: null, name: '', notificationType: null, subject: '', body: '', translations: {}, activate: false }
}

/** A new template, as the server takes it. */
export function newTemplateInput(draft: TemplateDraft): NewTemplateInput {
  return {
    name: draft.name.trim(),
    notification_type: draft.notificationType,
    subject: draft.subject.trim(),
    body: draft.body,
    translations: draft.translations,
    activate: draft.notificationType !== null && draft.activate,
  }
}

/** A change to a saved template: only an unchecked "use it" is left alone (it never switches a notification off). */
export function templateChangeInput(draft: TemplateDraft): TemplateInput {
  const input: TemplateInput = { name: draft.name.trim(), subject: draft.subject.trim(), body: draft.body, translations: draft.translations }
  if (draft.notificationType !== null && draft.activate) input.activate = true
  return input
}

/** What saving the draft sends: a change when it was saved before, else a new template. */
export function templateSaveOf(draft: TemplateDraft): TemplateSave {
  return draft.id === null ? { id: null, input: newTemplateInput(draft) } : { id: draft.id, input: templateChangeInput(draft) }
}

/** The label of what a template is for. */
export function purposeOf(template: Pick<EmailTemplate, 'notification_type'>, notifications: readonly NotificationTemplate[]): string {
  if (template.notification_type === null) return 'Communications'
  return notifications.find((notification) => notification.notification_type === template.notification_type)?.label ?? 'A notification'
}
