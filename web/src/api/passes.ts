import { queryOptions } from '@tanstack/react-query'
import type { PassView } from '@usher/domain/passes/pass-view'
import type { PassSettingsInput } from '@usher/domain/passes/pass-settings'
import type { EventDataInput } from '@usher/domain/passes/event-data'
import { api } from '@/lib/api-client'
import type { CommandResult, Single } from './pagination'
import type { UsherEvent } from './events'
import type { z } from 'zod'
import type { PassLinksSchema } from '@usher/domain/contract/passes'
import type { WalletLinks } from './wallet'

export type PassLinks = z.infer<typeof PassLinksSchema>

/** How often an open pass asks whether the guest has been checked in. */
const PASS_REFRESH_MS = 3000

/** The public pass: the pass itself and who it comes from (the organisation's name and logo). */
export type PublicPass = PassView & { organisation: { name: string | null; logo_src: string | null }; wallet: WalletLinks }

const langQuery = (lang: string | null) => (lang ? `?lang=${encodeURIComponent(lang)}` : '')

export const passKeys = {
  public: (token: string, lang: string | null = null) => ['public-pass', token, lang] as const,
  links: (attendeeId: string) => ['pass-links', attendeeId] as const,
}

/**
 * The public pass (no account: the token is the credential), polled so a check-in shows within seconds.
 * `lang`: the language the guest picked on the page; without, the server takes theirs, the event's or the browser's.
 */
export function publicPassQuery(token: string, lang: string | null = null) {
  return queryOptions({
    queryKey: passKeys.public(token, lang),
    queryFn: ({ signal }) =>
      api.get<Single<PublicPass>>(`/api/v2/public/pass/${encodeURIComponent(token)}${langQuery(lang)}`, { signal, silent: true }).then((r) => r.data),
    retry: false,
    refetchInterval: (query) => (query.state.status === 'error' ? false : PASS_REFRESH_MS),
    refetchIntervalInBackground: false,
  })
}

export function passLinksQuery(attendeeId: string) {
  return queryOptions({
    queryKey: passKeys.links(attendeeId),
    queryFn: ({ signal }) => api.get<Single<PassLinks>>(`/api/v2/events/attendees/${attendeeId}/pass/link`, { signal }).then((r) => r.data),
    staleTime: Infinity,
  })
}

export function savePassSettings(eventUuid: string, input: PassSettingsInput): Promise<CommandResult<UsherEvent>> {
  return api.put(`/api/v2/events/${encodeURIComponent(eventUuid)}/pass-settings`, input)
}

export function saveEventData(eventUuid: string, input: EventDataInput): Promise<CommandResult<UsherEvent>> {
  return api.put(`/api/v2/events/${encodeURIComponent(eventUuid)}/event-data`, input)
}

/** Uploads a pass image (PNG, JPEG, GIF or WebP, up to 5 MB); answers its /media/{id} address. */
export async function uploadPassImage(eventUuid: string, file: File): Promise<{ id: string; url: string }> {
  const form = new FormData()
  form.append('file', file, file.name)
  return (await api.post<Single<{ id: string; url: string }>>(`/api/v2/pass/file-upload?event_uuid=${encodeURIComponent(eventUuid)}`, form)).data
}
