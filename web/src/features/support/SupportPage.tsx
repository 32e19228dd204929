import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { LoaderCircle, MessageCircleQuestion } from 'lucide-react'
import { eventQuery } from '@/api/events'
import { supportQuestionsQuery } from '@/api/support'
import { EmptyState } from '@/components/ui/empty-state'
import { QueryView } from '@/components/query-view'
import { useDocumentTitle } from '@/lib/page-title'
import { SupportQuestionCard } from './SupportQuestionCard'
import { SupportSettingsCard } from './SupportSettingsCard'
import { useAbility } from '@/lib/use-ability'

/** Spec route event-builder/support: the concierge settings and guests' questions, unanswered first, live. */
export function SupportPage({ eventUuid }: { eventUuid: string }) {
  const { data: event } = useSuspenseQuery(eventQuery(eventUuid))
  useDocumentTitle(`Support · ${event.name}`)
  const canEdit = useAbility(event, 'update')
  const questions = useQuery(supportQuestionsQuery(eventUuid))
  const list = questions.data ?? []
  const waiting = list.filter((question) => question.answer === null).length
  return (
    <div className="flex max-w-3xl flex-col gap-4" data-testid="support-page">
      <SupportSettingsCard event={event} canEdit={canEdit} />
      <section aria-labelledby="questions-title" className="flex flex-col gap-3">
        <div>
          <h2 id="questions-title" className="text-[15px] font-semibold">
            Guests&rsquo; questions
          </h2>
          <p className="text-[13px] text-muted-foreground">
            {list.length === 0
              ? 'Questions appear here as guests ask them.'
              : waiting === 0
                ? 'Every question has an answer.'
                : waiting === 1
                  ? '1 question is waiting for an answer.'
                  : `${waiting} questions are waiting for an answer.`}
          </p>
        </div>
        <QueryView
          query={questions}
          pendingLabel="Loading the questions"
          pendingClassName="flex justify-center py-8"
          pending={<LoaderCircle aria-hidden className="size-4 animate-spin" />}
          empty={<EmptyState icon={MessageCircleQuestion} title="No questions yet" description="Guests ask from their pass with “Ask a question”." />}
        >
          {(asked) => (
            <ul className="flex flex-col gap-3" data-testid="support-questions">
              {asked.map((question) => (
                <SupportQuestionCard key={question.id} eventUuid={eventUuid} question={question} timezone={event.timezone} canEdit={canEdit} />
              ))}
            </ul>
          )}
        </QueryView>
      </section>
    </div>
  )
}
