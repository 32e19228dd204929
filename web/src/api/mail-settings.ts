import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { withCacheWork, type MutationConfig } from './mutation-config'
import type { CommandResult, Paginated } from './pagination'
import type { z } from 'zod'
import type { CommunicationSettingsSchema, SmtpConfigurationSchema, SuppressionCommandReply, SuppressionSchema } from '@usher/domain/contract/communications'

/** A saved mail server: never its password, only whether one is saved. */
export type SmtpConfiguration = z.infer<typeof SmtpConfigurationSchema>

export type SmtpSecurity = SmtpConfiguration['security']

/** What the form sends. `password` absent or null keeps the saved one. */
export type SmtpConfigurationInput = {
  name: string
  host: string
  port: number
  security: SmtpSecurity
  username: string | null
  password?: string | null
  from_email: string
  from_name: string | null
  reply_to: string | null
  max_per_minute: number
  use_for_event?: boolean
}

/** The server's answer to a test: what it said when it took (or refused) the message. */
export type SmtpTestResult = { test: true; to: string; accepted: boolean; response: string }

/** The event's mail settings: which server sends, and whether opens and clicks are tracked. */
export type CommunicationSettings = z.infer<typeof CommunicationSettingsSchema>

export type CommunicationSettingsChanges = Partial<
  Pick<CommunicationSettings, 'smtp_configuration_id' | 'is_open_tracking_enabled' | 'is_click_tracking_enabled'>
> & {
  active_notification_templates?: Record<string, string | null>
}

/** An address on the organisation's suppression list: later communications skip it. */
export type Suppression = z.infer<typeof SuppressionSchema>

export type SuppressionReason = Suppression['reason']

export type SuppressionChange = z.infer<typeof SuppressionCommandReply>['data']

export const mailSettingsKeys = {
  event: (eventUuid: string) => ['events', eventUuid, 'mail-settings'] as const,
  smtpConfigurations: (eventUuid: string) => [...mailSettingsKeys.event(eventUuid), 'smtp-configurations'] as const,
  communicationSettings: (eventUuid: string) => [...mailSettingsKeys.event(eventUuid), 'communication-settings'] as const,
  suppressions: (eventUuid: string, search: string) => [...mailSettingsKeys.event(eventUuid), 'suppressions', search] as const,
}

const eventPath = (eventUuid: string) => `/api/v2/events/${encodeURIComponent(eventUuid)}`
const smtpPath = (eventUuid: string) => `${eventPath(eventUuid)}/smtp-configurations`

export function smtpConfigurationsQuery(eventUuid: string) {
  return queryOptions({
    queryKey: mailSettingsKeys.smtpConfigurations(eventUuid),
    queryFn: ({ signal }) => api.get<{ data: SmtpConfiguration[] }>(smtpPath(eventUuid), { signal }).then((r) => r.data),
  })
}

export function communicationSettingsQuery(eventUuid: string) {
  return queryOptions({
    queryKey: mailSettingsKeys.communicationSettings(eventUuid),
    queryFn: ({ signal }) => api.get<{ data: CommunicationSettings }>(`${eventPath(eventUuid)}/communication-settings`, { signal }).then((r) => r.data),
  })
}

/** The newest addresses first; `search` narrows to those holding it. */
export function suppressionsQuery(eventUuid: string, search = '') {
  return queryOptions({
    queryKey: mailSettingsKeys.suppressions(eventUuid, search),
    queryFn: ({ signal }) =>
      api.get<Paginated<Suppression>>(`${eventPath(eventUuid)}/suppressions`, { signal, query: { search, per_page: SUPPRESSIONS_PER_PAGE } }),
    placeholderData: (previous) => previous,
  })
}

export const SUPPRESSIONS_PER_PAGE = 50

export function createSmtpConfiguration(eventUuid: string, input: SmtpConfigurationInput): Promise<CommandResult<SmtpConfiguration>> {
  return api.post(smtpPath(eventUuid), input)
}

export function updateSmtpConfiguration(eventUuid: string, id: string, input: SmtpConfigurationInput): Promise<CommandResult<SmtpConfiguration>> {
  return api.put(`${smtpPath(eventUuid)}/${encodeURIComponent(id)}`, input)
}

export function deleteSmtpConfiguration(eventUuid: string, id: string): Promise<CommandResult<unknown>> {
  return api.delete(`${smtpPath(eventUuid)}/${encodeURIComponent(id)}`)
}

/**
 * Sends one message through these settings (as typed, not yet saved); nothing
 * is saved. With the id of the server being edited, its saved password is used
 * when none is typed.
 */
export function testSmtpConfiguration(
  eventUuid: string,
  input: SmtpConfigurationInput,
  to: string,
  id: string | null = null,
): Promise<{ data: SmtpTestResult }> {
  const { use_for_event: _notForATest, ...settings } = input
  return api.post(smtpPath(eventUuid), { ...settings, test_recipient: to, id })
}

export function updateCommunicationSettings(eventUuid: string, changes: CommunicationSettingsChanges): Promise<CommandResult<CommunicationSettings>> {
  return api.put(`${eventPath(eventUuid)}/communication-settings`, changes)
}

export function addSuppression(eventUuid: string, email: string): Promise<CommandResult<SuppressionChange>> {
  return api.post(`${eventPath(eventUuid)}/suppressions`, { email })
}

export function removeSuppression(eventUuid: string, email: string): Promise<CommandResult<SuppressionChange>> {
  return api.post(`${eventPath(eventUuid)}/suppressions/remove`, { email })
}

/** Everything of the event's mail settings reads again: servers, settings, suppressions. */
function useRefreshMailSettings(eventUuid: string) {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: mailSettingsKeys.event(eventUuid) })
}

export type SmtpConfigurationSave = { id: string | null; input: SmtpConfigurationInput }

/** Adds (no id) or changes a mail server. */
export function useSaveSmtpConfigurationMutation(eventUuid: string, config?: MutationConfig<SmtpConfiguration, SmtpConfigurationSave>) {
  return useMutation({
    ...withCacheWork(config, useRefreshMailSettings(eventUuid)),
    mutationFn: ({ id, input }: SmtpConfigurationSave) =>
      (id ? updateSmtpConfiguration(eventUuid, id, input) : createSmtpConfiguration(eventUuid, input)).then((r) => r.data),
  })
}

export type SmtpTest = { input: SmtpConfigurationInput; to: string; id: string | null }

/** Sends one message through the settings as typed; nothing is kept. */
export function useTestSmtpConfigurationMutation(eventUuid: string, config?: MutationConfig<SmtpTestResult, SmtpTest>) {
  return useMutation({ ...config, mutationFn: ({ input, to, id }: SmtpTest) => testSmtpConfiguration(eventUuid, input, to, id).then((r) => r.data) })
}

export function useDeleteSmtpConfigurationMutation(eventUuid: string, config?: MutationConfig<CommandResult<unknown>, SmtpConfiguration>) {
  return useMutation({
    ...withCacheWork(config, useRefreshMailSettings(eventUuid)),
    mutationFn: (configuration: SmtpConfiguration) => deleteSmtpConfiguration(eventUuid, configuration.id),
  })
}

/**
 * Changes the event's mail settings. The switch moves at once (the cache takes the change before
 * the answer); a refusal puts the settings back, before the screen's onError.
 */
export function useUpdateCommunicationSettingsMutation(
  eventUuid: string,
  config?: MutationConfig<CommunicationSettings, CommunicationSettingsChanges, { before?: CommunicationSettings }>,
) {
  const queryClient = useQueryClient()
  const key = mailSettingsKeys.communicationSettings(eventUuid)
  return useMutation({
    ...withCacheWork(config, (saved) => {
      queryClient.setQueryData(key, saved)
      return queryClient.invalidateQueries({ queryKey: mailSettingsKeys.event(eventUuid) })
    }),
    mutationFn: (changes: CommunicationSettingsChanges) => updateCommunicationSettings(eventUuid, changes).then((r) => r.data),
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey: key })
      const before = queryClient.getQueryData<CommunicationSettings>(key)
      if (before) {
        const { active_notification_templates: _templates, ...simple } = changes
        queryClient.setQueryData<CommunicationSettings>(key, { ...before, ...simple })
      }
      return { before }
    },
    onError: (error, changes, context, mutationContext) => {
      if (context?.before) queryClient.setQueryData(key, context.before)
      return config?.onError?.(error, changes, context, mutationContext)
    },
  })
}

export function useAddSuppressionMutation(eventUuid: string, config?: MutationConfig<CommandResult<SuppressionChange>, string>) {
  return useMutation({ ...withCacheWork(config, useRefreshMailSettings(eventUuid)), mutationFn: (email: string) => addSuppression(eventUuid, email) })
}

export function useRemoveSuppressionMutation(eventUuid: string, config?: MutationConfig<CommandResult<SuppressionChange>, string>) {
  return useMutation({ ...withCacheWork(config, useRefreshMailSettings(eventUuid)), mutationFn: (email: string) => removeSuppression(eventUuid, email) })
}
