import { useCallback, useEffect, useMemo, useState } from 'react'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { publishProblems, stepById, type JourneyStepType } from '@usher/domain/journeys/index'
import { attendeeTagsQuery } from '@/api/attendee-tags'
import { eventQuery, type UsherEvent } from '@/api/events'
import { journeyQuery, type Journey } from '@/api/journeys'
import { mediaLibraryQuery } from '@/api/media'
import { SegmentedControl } from '@/components/ui/segmented-control'
import { Sheet, SheetBody, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet'
import { useDocumentTitle } from '@/lib/page-title'
import { useMediaQuery } from '@/lib/use-media-query'
import { JourneyInteractions } from '../interactions/JourneyInteractions'
import { JourneyPreview } from '../preview/JourneyPreview'
import { todayIn } from '../preview/preview-facts'
import { useJourneyWriter } from '../use-journey-editing'
import { firstProblemByStep } from './diagram-model'
import { JourneyDiagram } from './JourneyDiagram'
import { JourneyHeader } from './JourneyHeader'
import { stepTitle } from './journey-words'
import { freePosition, freeSpotNear, newStep } from './new-step'
import { PreviewColumn } from './PreviewColumn'
import { ProblemsPanel } from './ProblemsPanel'
import { RightColumn } from './RightColumn'
import { StepPanel } from './StepPanel'
import type { MessageLanguage } from '@/components/message-languages/message-language'
import { useAbility } from '@/lib/use-ability'

type View = 'editor' | 'preview' | 'interactions'

/** The journey editor (spec section 2, journeys/{id}): the diagram, the selected step, a phone preview, and how guests fare. */
export function JourneyEditorPage({ eventUuid, journeyId }: { eventUuid: string; journeyId: string }) {
  const { data: event } = useSuspenseQuery(eventQuery(eventUuid))
  const journeyRead = useQuery(journeyQuery(eventUuid, journeyId))
  const journey = journeyRead.data
  useDocumentTitle(journey ? `${journey.name} · Journeys` : 'Journey')
  if (journeyRead.isError) {
    return (
      <p role="alert" className="text-[13px] text-error">
        {journeyRead.error.message}
      </p>
    )
  }
  if (!journey) return <p className="text-[13px] text-muted-foreground">Loading the journey…</p>
  return <JourneyEditor eventUuid={eventUuid} event={event} journey={journey} />
}

function JourneyEditor({ eventUuid, event, journey }: { eventUuid: string; event: UsherEvent; journey: Journey }) {
  const canEdit = useAbility(event, 'update')
  const writer = useJourneyWriter(eventUuid, journey.id)
  const editor = canEdit ? writer : null
  const desk = useMediaQuery('(min-width: 1100px)')
  const wide = useMediaQuery('(min-width: 1600px)')
  const [view, setView] = useState<View>('editor')
  const [selectedStepId, setSelectedStepId] = useState<string | null>(null)
  const tagsRead = useQuery(attendeeTagsQuery(eventUuid))
  const media = useQuery(mediaLibraryQuery())

  const graph = journey.draft
  const problems = useMemo(() => publishProblems(graph), [graph])
  const problemsByStep = useMemo(() => firstProblemByStep(problems), [problems])
  const tags = useMemo(() => tagsRead.data ?? [], [tagsRead.data])
  const tagNames = useMemo(() => new Map(tags.map((tag) => [tag.id, tag.name])), [tags])
  const mediaUrl = useCallback((mediaId: string) => media.data?.data.find((item) => item.id === mediaId)?.url ?? null, [media.data])
  const defaults = useMemo(() => ({ today: todayIn(event.timezone), tagId: tags[0]?.id ?? null }), [event.timezone, tags])
  const selected = stepById(graph, selectedStepId)

  // The preview is a view of its own below the desk width; above it, it sits beside the diagram.
  useEffect(() => {
    if (desk && view === 'preview') setView('editor')
  }, [desk, view])
  useEffect(() => {
    if (selectedStepId && !selected) setSelectedStepId(null)
  }, [selectedStepId, selected])

  const addStep = (type: JourneyStepType, position: { x: number; y: number } | null) => {
    if (!editor) return
    const step = newStep(type, graph, position ? freeSpotNear(graph, position) : freePosition(graph))
    void editor.addStep(step, { makeStart: graph.start_step_id === null })
    setSelectedStepId(step.id)
  }
  const selectStep = useCallback((stepId: string | null) => {
    setSelectedStepId(stepId)
    if (stepId) setView('editor')
  }, [])

  // The language whose words are being written, shown in the preview too.
  const [language, setLanguage] = useState<MessageLanguage>('default')
  const preview = (
    <JourneyPreview graph={graph} event={event} tags={tags} mediaUrl={mediaUrl} selectedStepId={selectedStepId} onShowStep={selectStep} language={language} />
  )
  const panel = selected ? (
    <StepPanel
      key={selected.id}
      eventUuid={eventUuid}
      graph={graph}
      step={selected}
      problems={problems.filter((problem) => problem.step_id === selected.id).map((problem) => problem.message)}
      tags={tags}
      defaults={defaults}
      writer={editor}
      onClosed={() => setSelectedStepId(null)}
      eventDefault={event.default_language ?? null}
      language={language}
      onLanguageChange={setLanguage}
    />
  ) : null

  const views = desk
    ? ([
        { value: 'editor', label: 'Editor' },
        { value: 'interactions', label: 'Interactions' },
      ] as const)
    : ([
        { value: 'editor', label: 'Diagram' },
        { value: 'preview', label: 'Preview' },
        { value: 'interactions', label: 'Interactions' },
      ] as const)

  return (
    <div data-testid="journey-editor">
      <JourneyHeader eventUuid={eventUuid} journey={journey} problems={problems} writer={editor} />
      <SegmentedControl label="Journey view" value={view} options={views} onValueChange={setView} className="mb-3" />
      {view === 'interactions' ? (
        <JourneyInteractions eventUuid={eventUuid} journey={journey} timezone={event.timezone} onShowStep={selectStep} />
      ) : view === 'preview' ? (
        <div className="py-2">{preview}</div>
      ) : (
        <div className="flex h-[max(540px,calc(100dvh-27rem))] overflow-hidden rounded-lg border border-border bg-background shadow-card">
          <div className="flex min-w-0 flex-1 flex-col">
            <div className="min-h-0 flex-1">
              <JourneyDiagram
                graph={graph}
                selectedStepId={selectedStepId}
                problems={problemsByStep}
                tags={tagNames}
                writer={editor}
                onSelectStep={selectStep}
                onAddStep={addStep}
              />
            </div>
            <ProblemsPanel problems={problems} onSelectStep={selectStep} />
          </div>
          {desk && <RightColumn panel={panel} preview={wide ? null : preview} stepName={selected ? stepTitle(selected) : null} />}
          {desk && wide && <PreviewColumn>{preview}</PreviewColumn>}
        </div>
      )}
      {!desk && (
        <Sheet open={selected !== undefined && view === 'editor'} onOpenChange={(open) => !open && setSelectedStepId(null)}>
          <SheetContent closeLabel="Close the step">
            <SheetHeader>
              <div className="min-w-0">
                <SheetTitle>{selected ? stepTitle(selected) : ''}</SheetTitle>
                <SheetDescription>Edit what the guest sees on this step and where it leads.</SheetDescription>
              </div>
            </SheetHeader>
            <SheetBody>{panel}</SheetBody>
          </SheetContent>
        </Sheet>
      )}
    </div>
  )
}
