import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { AdminSettingsSchema, InstanceThemeSchema, PublicInstanceSchema } from '@usher/domain/contract/instance'
import type { ThemeColors } from '@usher/domain/instance/theme'
import type { GeneralSettingsInput, SmtpSettingsInput } from '@usher/domain/instance/settings-rules'
import { api } from '@/lib/api-client'
import { withCacheWork, type MutationConfig } from './mutation-config'

export type PublicInstance = z.infer<typeof PublicInstanceSchema>
export type InstanceTheme = z.infer<typeof InstanceThemeSchema>
export type AdminSettings = z.infer<typeof AdminSettingsSchema>

export const instanceKeys = {
  public: ['instance'] as const,
  adminSettings: ['instance', 'admin-settings'] as const,
}

/** The name, Support address, sign-up mode and theme every page needs, signed in or not. */
export function instanceQuery() {
  return queryOptions({
    queryKey: instanceKeys.public,
    // The server answers 304 while nothing changed; a save updates this cache itself.
    queryFn: ({ signal }) => api.get<{ data: PublicInstance }>('/api/instance', { signal, silent: true }).then((reply) => reply.data),
    staleTime: 60_000,
  })
}

export function adminSettingsQuery() {
  return queryOptions({
    queryKey: instanceKeys.adminSettings,
    queryFn: ({ signal }) => api.get<{ data: AdminSettings }>('/api/admin/settings', { signal }).then((reply) => reply.data),
  })
}

type SettingsReply = { data: AdminSettings; position: string }
type ThemeReply = { data: InstanceTheme; position: string }

export const saveGeneralSettings = (input: GeneralSettingsInput) => api.put<SettingsReply>('/api/admin/settings/general', input).then((reply) => reply.data)
export const saveSmtpSettings = (input: SmtpSettingsInput) => api.put<SettingsReply>('/api/admin/settings/smtp', input).then((reply) => reply.data)
export const sendTestEmail = () => api.post<{ data: { sent_to: string } }>('/api/admin/settings/smtp/test').then((reply) => reply.data)

export const saveThemeColors = (colors: ThemeColors) => api.put<ThemeReply>('/api/admin/theme', colors).then((reply) => reply.data)
export const resetThemeColors = () => api.delete<ThemeReply>('/api/admin/theme').then((reply) => reply.data)
export const removeLogo = () => api.delete<ThemeReply>('/api/admin/theme/logo').then((reply) => reply.data)
export function uploadLogo(file: File) {
  const form = new FormData()
  form.append('file', file)
  return api.post<ThemeReply>('/api/admin/theme/logo', form).then((reply) => reply.data)
}

/**
 * Saves one settings card (saveGeneralSettings, saveSmtpSettings): the admin page and every screen
 * reading the instance (the Support link, the sign-up page) see the new values at once.
 */
export function useSaveSettings<Input>(save: (input: Input) => Promise<AdminSettings>, config?: MutationConfig<AdminSettings, Input>) {
  const queryClient = useQueryClient()
  return useMutation({
    ...withCacheWork(config, (settings) => {
      queryClient.setQueryData(instanceKeys.adminSettings, settings)
      void queryClient.invalidateQueries({ queryKey: instanceKeys.public, exact: true })
    }),
    mutationFn: save,
  })
}

export function useSendTestEmail(config?: MutationConfig<{ sent_to: string }, void>) {
  return useMutation({ ...config, mutationFn: sendTestEmail })
}

/**
 * A theme change (saveThemeColors, resetThemeColors, uploadLogo, removeLogo): this tab's colours
 * and logo follow at once (InstanceThemeApplier); other tabs on their next load.
 */
export function useThemeChange<Input>(change: (input: Input) => Promise<InstanceTheme>, config?: MutationConfig<InstanceTheme, Input>) {
  const queryClient = useQueryClient()
  return useMutation({
    ...withCacheWork(config, (theme) => {
      queryClient.setQueryData<PublicInstance>(instanceKeys.public, (current) => (current ? { ...current, theme } : current))
      void queryClient.invalidateQueries({ queryKey: instanceKeys.public, exact: true })
    }),
    mutationFn: change,
  })
}
