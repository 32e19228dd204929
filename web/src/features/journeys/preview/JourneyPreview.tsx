import { useEffect, useMemo, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { ChevronLeft, Crosshair, RotateCcw, Ticket } from 'lucide-react'
import { factsAfter, nextStep, stepById, stepInLanguage, type JourneyFacts, type JourneyGraph } from '@usher/domain/journeys/index'
import { describeWhen, describeWhere } from '@usher/domain/invitations/event-summary'
import type { GuestLanguage } from '@usher/domain/i18n/languages'
import type { AttendeeTag } from '@/api/attendee-tags'
import { featuresQuery } from '@/api/features'
import { organisationQuery } from '@/api/organisations'
import type { UsherEvent } from '@/api/events'
import type { PublicJourney } from '@/api/guest-journey'
import { baseLanguageOf, type MessageLanguage } from '@/components/message-languages/message-language'
import { GuestWordsContext } from '@/components/public/guest-language/guest-words-context'
import { Button } from '@/components/ui/button'
import { OrganisationBrand } from '@/components/public/OrganisationBrand'
import { JourneyEnd } from '../guest/JourneyEnd'
import { JourneyProgress } from '../guest/JourneyProgress'
import { JourneyStepView } from '../guest/JourneyStepView'
import { previewStep, type PreviewSources } from '../guest/preview-step'
import type { JourneyEventSummary, JourneyFieldValue } from '../guest/rendered-step'
import { stepTitle } from '../editor/journey-words'
import { PreviewFactsPanel } from './PreviewFactsPanel'
import { stepsAhead } from './steps-ahead'
import { factsOf, initialPreviewGuest, type PreviewGuest } from './preview-facts'
import { usePreviewWords } from './use-preview-words'

type JourneyPreviewProps = {
  graph: JourneyGraph
  event: UsherEvent
  tags: readonly AttendeeTag[]
  mediaUrl: (mediaId: string) => string | null
  selectedStepId: string | null
  onShowStep: (stepId: string) => void
  /** The language the step's words are shown in (the one being written); 'default': the base words. */
  language?: MessageLanguage
}

/** Where the walk is: the steps shown so far, each with the facts as they were on it. */
type Walk = { stepId: string | null; facts: JourneyFacts }[]

export function previewEventOf(event: UsherEvent, language?: GuestLanguage): JourneyEventSummary & { ends: string | null; when: string | null } {
  // The same words the server gives the guest for the event's dates (describeWhen), so the preview reads as the guest's page will.
  return {
    name: event.name,
    starts: event.starts_at,
    ends: event.ends_at,
    when: describeWhen(event, language),
    timezone: event.timezone,
    location: describeWhere(event.location),
  }
}

/**
 * The journey on a phone, as a guest will see it (the guest page's own step
 * renderer), walked with the same evaluator the server uses: pressing a
 * button goes where the journey would take this made-up guest.
 */
export function JourneyPreview({ graph, event, tags, mediaUrl, selectedStepId, onShowStep, language = 'default' }: JourneyPreviewProps) {
  const [guest, setGuest] = useState<PreviewGuest>(() => initialPreviewGuest(event.timezone))
  const startFacts = useMemo(() => factsOf(guest, event.timezone), [guest, event.timezone])
  const start = (stepId: string | null = graph.start_step_id): Walk => [{ stepId, facts: startFacts }]
  const [walk, setWalk] = useState<Walk>(() => start())
  const [values, setValues] = useState<Record<string, JourneyFieldValue>>({})

  // New facts, or a new first step: walk again from the start.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- start() reads exactly these
  useEffect(() => setWalk(start()), [startFacts, graph.start_step_id])

  const here = walk[walk.length - 1]!
  const step = stepById(graph, here.stepId)
  // The default tab's words are written in the event's language: the product's words and the date follow the tab too.
  const previewLanguage = language === 'default' ? baseLanguageOf(event.default_language) : language
  const summary = useMemo(() => previewEventOf(event, previewLanguage), [event, previewLanguage])
  // A features block shows what the guest's would: the event's visible features, in the organiser's order.
  const features = useQuery({ ...featuresQuery(event.uuid), select: (list) => list.filter((feature) => feature.is_visible) })
  const words = usePreviewWords(previewLanguage)
  const sources: PreviewSources = useMemo(
    () => ({ customFields: event.custom_fields, defaultFields: event.default_fields, mediaUrl, features: features.data, t: words?.t }),
    [event, mediaUrl, features.data, words],
  )
  const rendered = useMemo(
    () => (step ? previewStep(language === 'default' ? step : stepInLanguage(step, language), summary, sources) : null),
    [step, summary, sources, language],
  )
  // Who the guest's page says invites them: the event's organisation (an event is only ever opened by its
  // own organisation's people), its logo and name as the guest's page shows them, never Usher's (issue 28).
  const organisation = useQuery({ ...organisationQuery(), select: (profile) => ({ name: profile.name, logo_src: profile.logo_src }) }).data
  const ended = here.stepId === null || !step

  const press = (actionId: string) => {
    if (!step) return
    const move = nextStep(graph, step.id, actionId, here.facts)
    const action = step.actions.find((candidate) => candidate.id === actionId)
    if (!move.ok || !action) return
    setValues({})
    setWalk([...walk, { stepId: move.next_step_id, facts: factsAfter(action, here.facts) }])
  }

  const endState: PublicJourney = {
    event: summary,
    guest: { first_name: '', last_name: '', rsvp: here.facts.rsvp },
    journey_id: '',
    version: 0,
    step: null,
    completed: true,
    pass_url: null,
    progress: { index: walk.length - 1, total_estimate: walk.length - 1 },
    organisation: organisation ?? { name: null, logo_src: null },
  }

  return (
    <div className="flex flex-col items-center gap-3" data-testid="journey-preview">
      <div className="flex w-full max-w-[395px] flex-wrap items-center gap-1.5">
        <Button variant="ghost" size="sm" disabled={walk.length < 2} onClick={() => setWalk(walk.slice(0, -1))} data-testid="preview-back">
          <ChevronLeft aria-hidden /> Back
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setWalk(start())} data-testid="preview-restart">
          <RotateCcw aria-hidden /> Start again
        </Button>
        {selectedStepId && selectedStepId !== here.stepId && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setWalk([...walk, { stepId: selectedStepId, facts: here.facts }])}
            title="Show the step selected in the diagram"
          >
            <Crosshair aria-hidden /> Selected step
          </Button>
        )}
      </div>
      {/* A phone's screen: 375 × 667, the guest page's own frame and padding inside. */}
      <div className="w-[395px] max-w-full shrink-0 rounded-[2.2rem] border border-border-strong bg-secondary p-2.5 shadow-pop">
        <div className="h-[667px] max-h-[70dvh] overflow-y-auto rounded-[1.7rem] bg-canvas px-4 py-8" lang={words?.language} data-testid="preview-screen">
          <div className="mb-6 flex justify-center" data-testid="preview-brand">
            {organisation && <OrganisationBrand organisation={organisation} />}
          </div>
          <GuestWordsContext.Provider value={words}>
            <main className="rounded-xl border border-border bg-background p-5 shadow-card">
              {graph.steps.length === 0 ? (
                <p className="text-sm text-muted-foreground">Add a step to see it here.</p>
              ) : ended || !rendered ? (
                <>
                  <JourneyEnd journey={endState} />
                  {endState.guest.rsvp === true && (
                    <p className="mt-3 flex items-center justify-center gap-1.5 text-xs text-muted-foreground">
                      <Ticket className="size-3.5" aria-hidden /> Here the guest opens their pass.
                    </p>
                  )}
                </>
              ) : (
                <div className="flex flex-col gap-5">
                  <JourneyProgress index={walk.length - 1} totalEstimate={walk.length - 1 + stepsAhead(graph, step?.id ?? null)} />
                  <JourneyStepView
                    step={rendered}
                    event={summary}
                    values={values}
                    onChange={(key, value) => setValues((before) => ({ ...before, [key]: value }))}
                    onPress={press}
                  />
                </div>
              )}
            </main>
          </GuestWordsContext.Provider>
        </div>
      </div>
      {step && (
        <button type="button" className="text-xs text-primary hover:underline" onClick={() => onShowStep(step.id)}>
          Showing “{stepTitle(step)}”: select it in the diagram
        </button>
      )}
      <div className="w-full max-w-[395px] rounded-md border border-border bg-background p-3">
        <PreviewFactsPanel guest={guest} tags={tags} timezone={event.timezone} onChange={setGuest} />
      </div>
    </div>
  )
}
