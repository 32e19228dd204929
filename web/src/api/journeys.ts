import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import type { AttendeeInteraction, AttendeeInteractionsReply, GroupedInteractions, Journey, JourneyTemplate } from '@usher/domain/contract/journeys'
import type { JourneyAction, JourneyBlock, JourneyGraph, JourneyStep } from '@usher/domain/journeys/index'
import { api } from '@/lib/api-client'
import type { CommandResult, Single } from './pagination'

// Journeys (issue 21): the event's journeys, their drafts and published
// versions, and how guests went through them. Organisers write through the
// command routes; every write answers with the journey as it now is.

export type { Journey, JourneyTemplate }
export type JourneyFunnel = GroupedInteractions
export type JourneyFunnelStep = GroupedInteractions['steps'][number]
export type JourneyGuestPath = AttendeeInteraction
export type JourneyPathStep = AttendeeInteraction['path'][number]
export type JourneyGuestPathList = z.infer<typeof AttendeeInteractionsReply>
export type JourneyGuestPathParams = { page: number; per_page: number; attendee_id?: string }

export type JourneyChanges = { name?: string; start_step_id?: string; is_default?: boolean; publish?: true }
/** A new step: the server makes its id when it is left out. */
export type NewJourneyStep = Omit<JourneyStep, 'id'> & { id?: string }
export type JourneyStepChanges = Partial<Pick<JourneyStep, 'name' | 'name_translations' | 'type' | 'position' | 'blocks' | 'form_fields'>>
export type { JourneyAction, JourneyBlock, JourneyGraph, JourneyStep }

const journeysUrl = (eventUuid: string) => `/api/v2/events/${encodeURIComponent(eventUuid)}/journeys`
const journeyUrl = (eventUuid: string, journeyId: string) => `${journeysUrl(eventUuid)}/${encodeURIComponent(journeyId)}`
const stepUrl = (eventUuid: string, journeyId: string, stepId: string) => `${journeyUrl(eventUuid, journeyId)}/${encodeURIComponent(stepId)}`

export const journeyKeys = {
  all: ['journeys'] as const,
  event: (eventUuid: string) => [...journeyKeys.all, eventUuid] as const,
  list: (eventUuid: string) => [...journeyKeys.event(eventUuid), 'list'] as const,
  templates: (eventUuid: string) => [...journeyKeys.event(eventUuid), 'templates'] as const,
  /** Everything about one journey: it, its funnel and its guests' paths. */
  journey: (eventUuid: string, journeyId: string) => [...journeyKeys.event(eventUuid), 'journey', journeyId] as const,
  detail: (eventUuid: string, journeyId: string) => [...journeyKeys.journey(eventUuid, journeyId), 'detail'] as const,
  /** How guests went through it: refreshed by guests' answers, not by the organiser's edits. */
  interactions: (eventUuid: string, journeyId: string) => [...journeyKeys.journey(eventUuid, journeyId), 'interactions'] as const,
  funnel: (eventUuid: string, journeyId: string) => [...journeyKeys.interactions(eventUuid, journeyId), 'grouped'] as const,
  paths: (eventUuid: string, journeyId: string, params: JourneyGuestPathParams) =>
    [...journeyKeys.interactions(eventUuid, journeyId), 'guests', params] as const,
}

export function journeyListQuery(eventUuid: string) {
  return queryOptions({
    queryKey: journeyKeys.list(eventUuid),
    queryFn: ({ signal }) => api.get<{ data: Journey[] }>(`${journeysUrl(eventUuid)}/list`, { signal }).then((r) => r.data),
  })
}

export function journeyQuery(eventUuid: string, journeyId: string) {
  return queryOptions({
    queryKey: journeyKeys.detail(eventUuid, journeyId),
    queryFn: ({ signal }) => api.get<Single<Journey>>(journeyUrl(eventUuid, journeyId), { signal }).then((r) => r.data),
  })
}

/** The journeys a new one may start from; they change only with a release. */
export function journeyTemplatesQuery(eventUuid: string) {
  return queryOptions({
    queryKey: journeyKeys.templates(eventUuid),
    queryFn: ({ signal }) => api.get<{ data: JourneyTemplate[] }>(`${journeysUrl(eventUuid)}/default-templates`, { signal, silent: true }).then((r) => r.data),
    staleTime: Infinity,
  })
}

export function journeyFunnelQuery(eventUuid: string, journeyId: string) {
  return queryOptions<JourneyFunnel>({
    queryKey: journeyKeys.funnel(eventUuid, journeyId),
    queryFn: ({ signal }) =>
      api.get<Single<JourneyFunnel>>(`${journeyUrl(eventUuid, journeyId)}/grouped-interactions`, { signal, silent: true }).then((r) => r.data),
    placeholderData: keepPreviousData,
  })
}

export function journeyGuestPathsQuery(eventUuid: string, journeyId: string, params: JourneyGuestPathParams) {
  return queryOptions({
    queryKey: journeyKeys.paths(eventUuid, journeyId, params),
    queryFn: ({ signal }) =>
      api.get<JourneyGuestPathList>(`${journeyUrl(eventUuid, journeyId)}/attendee-interactions`, { query: params, signal, silent: true }),
    placeholderData: keepPreviousData,
  })
}

export function createJourney(eventUuid: string, input: { name: string; template_key?: string }): Promise<CommandResult<Journey>> {
  return api.post(`${journeysUrl(eventUuid)}/create`, input)
}

export function updateJourney(eventUuid: string, journeyId: string, changes: JourneyChanges): Promise<CommandResult<Journey>> {
  return api.put(journeyUrl(eventUuid, journeyId), changes)
}

export function duplicateJourney(eventUuid: string, journeyId: string): Promise<CommandResult<Journey>> {
  return api.post(`${journeyUrl(eventUuid, journeyId)}/duplicate`)
}

export function deleteJourney(eventUuid: string, journeyId: string): Promise<CommandResult<unknown>> {
  return api.delete(journeyUrl(eventUuid, journeyId))
}

export function addJourneyStep(eventUuid: string, journeyId: string, step: NewJourneyStep): Promise<CommandResult<Journey>> {
  return api.put(`${journeyUrl(eventUuid, journeyId)}/add-step`, { step })
}

export function updateJourneyStep(eventUuid: string, journeyId: string, stepId: string, changes: JourneyStepChanges): Promise<CommandResult<Journey>> {
  return api.put(`${stepUrl(eventUuid, journeyId, stepId)}/update-step`, changes)
}

/** The step's whole list of buttons and branches. */
export function updateJourneyActions(eventUuid: string, journeyId: string, stepId: string, actions: JourneyAction[]): Promise<CommandResult<Journey>> {
  return api.put(`${stepUrl(eventUuid, journeyId, stepId)}/update-action`, { actions })
}

export function removeJourneyStep(eventUuid: string, journeyId: string, stepId: string): Promise<CommandResult<Journey>> {
  return api.delete(`${stepUrl(eventUuid, journeyId, stepId)}/remove-step`)
}
