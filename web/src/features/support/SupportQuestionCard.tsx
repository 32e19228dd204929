import { useState, type FormEvent } from 'react'
import { formatInZone } from '@usher/domain/format/zoned-time'
import type { SupportQuestion } from '@/api/support'
import { useAnswerQuestion } from '@/api/support-mutations'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { Textarea } from '@/components/ui/textarea'
import { fieldErrorOf } from '@/components/form/field-errors'

type SupportQuestionCardProps = { eventUuid: string; question: SupportQuestion; timezone: string; canEdit: boolean }

/** One guest's question: who asked and when, and the answer or a form to write it. */
export function SupportQuestionCard({ eventUuid, question, timezone, canEdit }: SupportQuestionCardProps) {
  const [answer, setAnswer] = useState('')
  const [error, setError] = useState<string | null>(null)
  const send = useAnswerQuestion(eventUuid, question.id, {
    onSuccess: () => {
      setAnswer('')
      showSnackbar('Answer sent to the guest.', 'success')
    },
    onError: (failure) => {
      const answerError = fieldErrorOf(failure, 'answer')
      if (answerError) setError(answerError)
      else showSnackbar(failure instanceof Error ? failure.message : 'The answer could not be sent.', 'error')
    },
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    setError(null)
    send.mutate(answer)
  }
  const answered = question.answer !== null
  return (
    <li className="rounded-lg border border-border bg-background p-4 shadow-card" data-testid="support-question" data-answered={answered ? 'true' : 'false'}>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="text-sm font-medium">{question.guest_name}</span>
        {question.guest_email && <span className="text-xs text-muted-foreground">{question.guest_email}</span>}
        <Badge tone={answered ? 'success' : 'warning'}>{answered ? 'Answered' : 'Waiting for an answer'}</Badge>
        <span className="ml-auto text-xs text-muted-foreground">Asked {formatInZone(question.asked_at, timezone)}</span>
      </div>
      <p className="mt-2 text-sm break-words whitespace-pre-line">{question.text}</p>
      {answered ? (
        <div className="mt-3 rounded-md bg-muted p-3">
          <p className="text-xs text-muted-foreground">Your answer, {formatInZone(question.answered_at, timezone)}</p>
          <p className="mt-1 text-sm break-words whitespace-pre-line">{question.answer}</p>
        </div>
      ) : canEdit ? (
        <form onSubmit={submit} className="mt-3 flex flex-col gap-2">
          <Textarea
            aria-label={`Answer to ${question.guest_name}`}
            placeholder="Write your answer; the guest receives it by email and on their pass."
            rows={3}
            value={answer}
            maxLength={10000}
            aria-invalid={error ? true : undefined}
            onChange={(e) => setAnswer(e.target.value)}
          />
          {error && (
            <p role="alert" className="text-xs text-error">
              {error}
            </p>
          )}
          <div>
            <Button type="submit" size="sm" disabled={send.isPending}>
              {send.isPending && <Spinner label="Sending" />}
              Send answer
            </Button>
          </div>
        </form>
      ) : null}
    </li>
  )
}
