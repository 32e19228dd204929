import { useMutation, useQueryClient } from '@tanstack/react-query'
import { withCacheWorkSettled, type MutationConfig } from '@/api/mutation-config'
import { answerQuestion, askQuestion, supportKeys } from '@/api/support'

// A guest's question and the organiser's answer: each reads its side's list of questions
// again, whether it was taken or refused.

export function useAskQuestion(token: string, config?: MutationConfig<unknown, string>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (text: string) => askQuestion(token, text),
    ...withCacheWorkSettled(config, () => queryClient.invalidateQueries({ queryKey: supportKeys.pass(token) })),
  })
}

export function useAnswerQuestion(eventUuid: string, questionId: string, config?: MutationConfig<unknown, string>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (answer: string) => answerQuestion(eventUuid, questionId, answer),
    ...withCacheWorkSettled(config, () => queryClient.invalidateQueries({ queryKey: supportKeys.event(eventUuid) })),
  })
}
