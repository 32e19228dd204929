import { useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { MessageCircleQuestion } from 'lucide-react'
import { passQuestionsQuery } from '@/api/support'
import { useAskQuestion } from '@/api/support-mutations'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { Textarea } from '@/components/ui/textarea'
import { useGuestWords } from '@/components/public/guest-language/guest-words-context'
import { guestFailure, guestFieldError } from '@/components/public/guest-language/guest-failure'

const QUESTION_MAX = 2000

/** "Ask a question" under the pass: a short form to the organiser, and the guest's questions with their answers. */
export function PassQuestions({ token }: { token: string }) {
  const words = useGuestWords()
  const { t } = words
  const questions = useQuery(passQuestionsQuery(token))
  const [open, setOpen] = useState(false)
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [sent, setSent] = useState(false)
  const ask = useAskQuestion(token, {
    onSuccess: () => {
      setText('')
      setOpen(false)
      setSent(true)
    },
    onError: (failure) => setError(guestFieldError(words, failure, 'text') ?? guestFailure(words, failure, 'questions.failed')),
  })
  if (!questions.data?.is_enabled) return null
  const submit = (e: FormEvent) => {
    e.preventDefault()
    setError(null)
    ask.mutate(text)
  }
  return (
    <section aria-labelledby="pass-questions-title" className="mt-4 rounded-xl border border-border bg-background p-4 shadow-card" data-testid="pass-questions">
      <div className="flex items-center justify-between gap-2">
        <h2 id="pass-questions-title" className="text-base font-semibold">
          {t('questions.title')}
        </h2>
        {!open && (
          <Button
            type="button"
            variant="secondary"
            size="sm"
            onClick={() => {
              setOpen(true)
              setSent(false)
            }}
          >
            <MessageCircleQuestion aria-hidden />
            {t('questions.ask')}
          </Button>
        )}
      </div>
      {sent && (
        <p className="mt-2 text-sm text-success" role="status">
          {t('questions.sent')}
        </p>
      )}
      {open && (
        <form onSubmit={submit} className="mt-3 flex flex-col gap-2">
          <label htmlFor="pass-question" className="text-sm font-medium">
            {t('questions.label')}
          </label>
          <Textarea
            id="pass-question"
            rows={3}
            value={text}
            maxLength={QUESTION_MAX}
            autoFocus
            aria-invalid={error ? true : undefined}
            onChange={(e) => setText(e.target.value)}
          />
          {error && (
            <p role="alert" className="text-xs text-error">
              {error}
            </p>
          )}
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={ask.isPending}>
              {ask.isPending && <Spinner label={t('common.sending')} />}
              {t('questions.send')}
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => {
                setOpen(false)
                setError(null)
              }}
            >
              {t('common.cancel')}
            </Button>
          </div>
        </form>
      )}
      {questions.data.questions.length > 0 && (
        <ul className="mt-3 flex flex-col gap-3" data-testid="pass-question-list">
          {questions.data.questions.map((question) => (
            <li key={question.id} className="rounded-md bg-muted p-3" data-testid="pass-question">
              <p className="text-sm font-medium break-words whitespace-pre-line">{question.text}</p>
              {question.answer === null ? (
                <p className="mt-1 text-xs text-muted-foreground">{t('questions.waiting')}</p>
              ) : (
                <div className="mt-2 border-l-2 border-primary pl-3">
                  <p className="text-xs text-muted-foreground">{t('questions.answerFrom')}</p>
                  <p className="text-sm break-words whitespace-pre-line" data-testid="pass-answer">
                    {question.answer}
                  </p>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
