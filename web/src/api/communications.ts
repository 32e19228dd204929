import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import type {
  AlertListReply,
  AlertSchema,
  AudienceSchema,
  MergeTagListReply,
  OutboundMessageListReply,
  OutboundMessageReply,
  OutboundMessageSchema,
  PreviewSchema,
  ResendAlertBody,
  ScheduleSchema,
  TemplateListReply,
  TestSendReply,
} from '@usher/domain/contract/communications'
import { api } from '@/lib/api-client'
import type { CommandResult, Single } from './pagination'

// Communications (issue 20): the event's alerts, each recipient's message and its timeline,
// previews and tests of what is being written, the merge tags and the templates to start from.

export type Alert = z.infer<typeof AlertSchema>
export type AlertAudience = z.infer<typeof AudienceSchema>
export type AlertSchedule = z.infer<typeof ScheduleSchema>
export type AlertList = z.infer<typeof AlertListReply>
export type OutboundMessage = z.infer<typeof OutboundMessageSchema>
export type OutboundMessageList = z.infer<typeof OutboundMessageListReply>
export type OutboundMessageDetail = z.infer<typeof OutboundMessageReply>['data']
export type MessagePreview = z.infer<typeof PreviewSchema>
export type TestSendResult = z.infer<typeof TestSendReply>['data']
export type TemplateList = z.infer<typeof TemplateListReply>
export type ResendScope = z.input<typeof ResendAlertBody>['scope']

export type AlertListParams = {
  page: number
  per_page: number
  search?: string
  status?: 'draft' | 'scheduled' | 'sending' | 'sent'
  from?: string
  to?: string
}
/** Recipients by status: one status, or a count's group (delivered, opened, clicked, failed, pending). */
export type MessageListParams = { page: number; per_page: number; status?: string; search?: string }

export type AlertChanges = {
  name?: string
  subject?: string
  body?: string
  /** The words in other languages: the whole set, replacing the saved one. */
  translations?: Alert['translations']
  template_id?: string | null
  audience?: AlertAudience
  schedule?: AlertSchedule
  attach_calendar?: boolean
  /** true: send it (now or for its schedule); false: take a scheduled one back to a draft. */
  send?: boolean
}

export type PreviewInput = { subject: string; body: string; attendee_id: string | null; attach_calendar: boolean }

const events = (eventUuid: string) => `/api/v2/events/${encodeURIComponent(eventUuid)}`
const alerts = (eventUuid: string) => `${events(eventUuid)}/alerts`
const alertUrl = (eventUuid: string, alertId: string) => `${alerts(eventUuid)}/${encodeURIComponent(alertId)}`

export const communicationKeys = {
  all: ['communications'] as const,
  event: (eventUuid: string) => [...communicationKeys.all, eventUuid] as const,
  lists: (eventUuid: string) => [...communicationKeys.event(eventUuid), 'list'] as const,
  list: (eventUuid: string, params: AlertListParams) => [...communicationKeys.lists(eventUuid), params] as const,
  /** Everything about one alert: it and its recipients. */
  alert: (eventUuid: string, alertId: string) => [...communicationKeys.event(eventUuid), 'alert', alertId] as const,
  detail: (eventUuid: string, alertId: string) => [...communicationKeys.alert(eventUuid, alertId), 'detail'] as const,
  messages: (eventUuid: string, alertId: string, params: MessageListParams) => [...communicationKeys.alert(eventUuid, alertId), 'messages', params] as const,
  /** Audience sizes change with the guest list, not with the alerts: their own key. */
  audienceCounts: (eventUuid: string) => [...communicationKeys.event(eventUuid), 'audience-count'] as const,
  audienceCount: (eventUuid: string, alertId: string) => [...communicationKeys.audienceCounts(eventUuid), alertId] as const,
  /** A message's timeline: its own key, since the alert's changes name the alert, not the message. */
  messageTimelines: (eventUuid: string) => [...communicationKeys.event(eventUuid), 'message'] as const,
  message: (eventUuid: string, messageId: string) => [...communicationKeys.messageTimelines(eventUuid), messageId] as const,
  mergeTags: (eventUuid: string) => [...communicationKeys.event(eventUuid), 'merge-tags'] as const,
  templates: (eventUuid: string) => [...communicationKeys.event(eventUuid), 'templates'] as const,
}

export function alertListQuery(eventUuid: string, params: AlertListParams) {
  return queryOptions({
    queryKey: communicationKeys.list(eventUuid, params),
    queryFn: ({ signal }) => api.get<AlertList>(alerts(eventUuid), { query: params, signal }),
    placeholderData: keepPreviousData,
  })
}

export function alertQuery(eventUuid: string, alertId: string) {
  return queryOptions({
    queryKey: communicationKeys.detail(eventUuid, alertId),
    queryFn: ({ signal }) => api.get<Single<Alert>>(alertUrl(eventUuid, alertId), { signal }).then((r) => r.data),
  })
}

export function alertMessagesQuery(eventUuid: string, alertId: string, params: MessageListParams) {
  return queryOptions({
    queryKey: communicationKeys.messages(eventUuid, alertId, params),
    queryFn: ({ signal }) => api.get<OutboundMessageList>(`${alertUrl(eventUuid, alertId)}/messages`, { query: params, signal }),
    placeholderData: keepPreviousData,
  })
}

/** How many guests the alert's saved audience reaches now (suppressed addresses left out). */
export function audienceCountQuery(eventUuid: string, alertId: string) {
  return queryOptions({
    queryKey: communicationKeys.audienceCount(eventUuid, alertId),
    queryFn: ({ signal }) => api.get<Single<{ count: number }>>(`${alertUrl(eventUuid, alertId)}/audience-count`, { signal, silent: true }),
    // The last count stays on screen while the new one is read.
    placeholderData: keepPreviousData,
  })
}

export function outboundMessageQuery(eventUuid: string, messageId: string) {
  return queryOptions({
    queryKey: communicationKeys.message(eventUuid, messageId),
    queryFn: ({ signal }) =>
      api.get<Single<OutboundMessageDetail>>(`/api/v2/outbound-messages/${encodeURIComponent(messageId)}`, { signal }).then((r) => r.data),
  })
}

export function mergeTagsQuery(eventUuid: string) {
  return queryOptions({
    queryKey: communicationKeys.mergeTags(eventUuid),
    queryFn: ({ signal }) => api.get<z.infer<typeof MergeTagListReply>>(`${events(eventUuid)}/merge-tags`, { signal }).then((r) => r.data),
    staleTime: Infinity,
  })
}

/** The event's templates, for "start from a template". */
export function templatesQuery(eventUuid: string) {
  return queryOptions({
    queryKey: communicationKeys.templates(eventUuid),
    queryFn: ({ signal }) => api.get<TemplateList>(`${events(eventUuid)}/templates`, { signal, silent: true }),
  })
}

export function createAlert(eventUuid: string, input: { name: string; template_id?: string | null }): Promise<CommandResult<Alert>> {
  return api.post(alerts(eventUuid), input)
}

export function updateAlert(eventUuid: string, alertId: string, changes: AlertChanges): Promise<CommandResult<Alert>> {
  return api.put(alertUrl(eventUuid, alertId), changes)
}

/** Continuous delivery: guests who come to match the audience after sending get the message too. */
export function setContinuousDelivery(eventUuid: string, alertId: string, on: boolean): Promise<CommandResult<Alert>> {
  // The spec's spelling of the route.
  return api.put(`${alertUrl(eventUuid, alertId)}/update-continous-delivery`, { is_continuous_delivery: on })
}

export function deleteAlert(eventUuid: string, alertId: string): Promise<CommandResult<unknown>> {
  return api.delete(alertUrl(eventUuid, alertId))
}

export function resendAlert(eventUuid: string, alertId: string, scope: ResendScope): Promise<CommandResult<Alert>> {
  return api.post(`${alertUrl(eventUuid, alertId)}/resend`, { scope })
}

/** The message as one guest (or sample values, attendee_id null) would get it; nothing is saved. */
export function previewMessage(eventUuid: string, input: PreviewInput, signal?: AbortSignal): Promise<MessagePreview> {
  return api.post<Single<MessagePreview>>(`${alerts(eventUuid)}/preview`, input, { signal }).then((r) => r.data)
}

/** Sends what is being written to one address now, through the event's mail settings; not tracked. */
export function sendTestMessage(eventUuid: string, input: PreviewInput & { to: string }): Promise<TestSendResult> {
  return api.post<Single<TestSendResult>>(`${alerts(eventUuid)}/test`, input).then((r) => r.data)
}
