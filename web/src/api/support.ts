import { queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import type { GetPublicPassQuestionsReplies, SupportQuestionSchema } from '@usher/domain/contract/support'
import { api } from '@/lib/api-client'
import type { CommandResult } from './pagination'

export type SupportQuestion = z.infer<typeof SupportQuestionSchema>
export type PassQuestions = z.infer<(typeof GetPublicPassQuestionsReplies)[200]>['data']

/** How often an open pass looks for an answer to its questions. */
const PASS_QUESTIONS_REFRESH_MS = 15000

export const supportKeys = {
  all: ['support-questions'] as const,
  event: (eventUuid: string) => [...supportKeys.all, eventUuid] as const,
  pass: (token: string) => ['pass-questions', token] as const,
}

export function supportQuestionsQuery(eventUuid: string) {
  return queryOptions({
    queryKey: supportKeys.event(eventUuid),
    queryFn: ({ signal }) =>
      api.get<{ data: SupportQuestion[] }>(`/api/v2/events/${encodeURIComponent(eventUuid)}/support-questions`, { signal }).then((r) => r.data),
  })
}

export function answerQuestion(eventUuid: string, questionId: string, answer: string): Promise<CommandResult<{ id: string; answer: string }>> {
  return api.post(`/api/v2/events/${encodeURIComponent(eventUuid)}/support-questions/${encodeURIComponent(questionId)}/answer`, { answer })
}

/** The guest's own questions on their pass, polled while the page is visible so an answer shows by itself. */
export function passQuestionsQuery(token: string) {
  return queryOptions({
    queryKey: supportKeys.pass(token),
    queryFn: ({ signal }) =>
      api.get<{ data: PassQuestions }>(`/api/v2/public/pass/${encodeURIComponent(token)}/questions`, { signal, silent: true }).then((r) => r.data),
    retry: false,
    refetchInterval: (query) => (query.state.status === 'error' ? false : PASS_QUESTIONS_REFRESH_MS),
    refetchIntervalInBackground: false,
  })
}

export function askQuestion(token: string, text: string): Promise<CommandResult<{ id: string; text: string }>> {
  return api.post(`/api/v2/public/pass/${encodeURIComponent(token)}/questions`, { text })
}
