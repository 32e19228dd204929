import { useEffect, useMemo, useRef } from 'react'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { withActions, withoutStep, type JourneyGraph } from '@usher/domain/journeys/index'
import {
  addJourneyStep,
  journeyKeys,
  removeJourneyStep,
  updateJourney,
  updateJourneyActions,
  updateJourneyStep,
  type Journey,
  type JourneyAction,
  type JourneyChanges,
  type JourneyStep,
  type JourneyStepChanges,
} from '@/api/journeys'
import type { CommandResult } from '@/api/pagination'
import { reportSaveFailure } from '@/components/form/report-save-failure'

/** Typing settles for this long before the words are saved. */
const TYPING_SAVE_MS = 600

/**
 * The editor's writes to one journey. Every change shows at once (the cached
 * journey is changed in place, so the diagram, the problems and the preview
 * follow the person's hands), and the requests go one after another, so the
 * server sees them in the order they were made. Words being typed are saved
 * once the typing pauses. A refused change (422) is explained and the journey
 * read again, which puts the screen back to what was saved.
 */
export class JourneyWriter {
  private queue: Promise<unknown> = Promise.resolve()
  private inFlight = 0
  /** What was typed and not yet sent, by what it changes (`step:{id}` merges fields; `actions:{id}` is the latest list). */
  private typed = new Map<string, { timer: ReturnType<typeof setTimeout>; changes: JourneyStepChanges; actions: JourneyAction[] | null; stepId: string }>()

  constructor(
    private readonly queryClient: QueryClient,
    private readonly eventUuid: string,
    private readonly journeyId: string,
  ) {}

  private get key() {
    return journeyKeys.detail(this.eventUuid, this.journeyId)
  }

  private change(update: (graph: JourneyGraph) => JourneyGraph) {
    void this.queryClient.cancelQueries({ queryKey: this.key })
    this.queryClient.setQueryData<Journey>(this.key, (journey) =>
      journey ? { ...journey, draft: update(journey.draft), has_unpublished_changes: true } : journey,
    )
  }

  /** Sends one request after the ones before it; the answer is shown once nothing else is waiting. */
  private send(request: () => Promise<CommandResult<Journey>>): Promise<Journey | null> {
    this.inFlight += 1
    const run = this.queue.then(request).then(
      (result) => {
        this.inFlight -= 1
        if (this.inFlight === 0 && this.typed.size === 0) this.queryClient.setQueryData(this.key, result.data)
        void this.queryClient.invalidateQueries({ queryKey: journeyKeys.list(this.eventUuid) })
        return result.data
      },
      (error: unknown) => {
        this.inFlight -= 1
        // The editor's fields read the journey again below; the notice says what was refused.
        reportSaveFailure(error, { fallback: 'The change could not be saved.' })
        void this.queryClient.invalidateQueries({ queryKey: this.key })
        return null
      },
    )
    this.queue = run
    return run
  }

  /** Saves what was typed now rather than after the pause (leaving a field, another change, publishing). */
  flushTyping() {
    for (const [key, pending] of this.typed) {
      clearTimeout(pending.timer)
      this.typed.delete(key)
      const { stepId, changes, actions } = pending
      void this.send(() =>
        actions ? updateJourneyActions(this.eventUuid, this.journeyId, stepId, actions) : updateJourneyStep(this.eventUuid, this.journeyId, stepId, changes),
      )
    }
  }

  private later(
    key: string,
    stepId: string,
    merge: (previous: { changes: JourneyStepChanges; actions: JourneyAction[] | null } | undefined) => {
      changes: JourneyStepChanges
      actions: JourneyAction[] | null
    },
  ) {
    const pending = this.typed.get(key)
    if (pending) clearTimeout(pending.timer)
    this.typed.set(key, { stepId, ...merge(pending), timer: setTimeout(() => this.flushTyping(), TYPING_SAVE_MS) })
  }

  updateStep(stepId: string, changes: JourneyStepChanges, options: { typing?: boolean } = {}) {
    this.change((graph) => ({ ...graph, steps: graph.steps.map((step) => (step.id === stepId ? { ...step, ...changes } : step)) }))
    if (options.typing) {
      this.later(`step:${stepId}`, stepId, (previous) => ({ changes: { ...previous?.changes, ...changes }, actions: null }))
      return Promise.resolve(null)
    }
    this.flushTyping()
    return this.send(() => updateJourneyStep(this.eventUuid, this.journeyId, stepId, changes))
  }

  /** Moves many steps at once (auto-layout): one request per step that moved. */
  moveSteps(positions: Map<string, { x: number; y: number }>) {
    this.change((graph) => ({ ...graph, steps: graph.steps.map((step) => (positions.has(step.id) ? { ...step, position: positions.get(step.id)! } : step)) }))
    this.flushTyping()
    for (const [stepId, position] of positions) void this.send(() => updateJourneyStep(this.eventUuid, this.journeyId, stepId, { position }))
  }

  setActions(stepId: string, actions: JourneyAction[], options: { typing?: boolean } = {}) {
    this.change((graph) => withActions(graph, stepId, actions))
    if (options.typing) {
      this.later(`actions:${stepId}`, stepId, () => ({ changes: {}, actions }))
      return Promise.resolve(null)
    }
    // A discrete change replaces any typed but unsent list of the same step.
    clearTimeout(this.typed.get(`actions:${stepId}`)?.timer)
    this.typed.delete(`actions:${stepId}`)
    this.flushTyping()
    return this.send(() => updateJourneyActions(this.eventUuid, this.journeyId, stepId, actions))
  }

  addStep(step: JourneyStep, options: { makeStart: boolean }) {
    this.change((graph) => ({ start_step_id: options.makeStart ? step.id : graph.start_step_id, steps: [...graph.steps, step] }))
    this.flushTyping()
    const added = this.send(() => addJourneyStep(this.eventUuid, this.journeyId, step))
    if (options.makeStart) void this.send(() => updateJourney(this.eventUuid, this.journeyId, { start_step_id: step.id }))
    return added
  }

  removeStep(stepId: string) {
    for (const key of [`step:${stepId}`, `actions:${stepId}`]) {
      clearTimeout(this.typed.get(key)?.timer)
      this.typed.delete(key)
    }
    this.change((graph) => withoutStep(graph, stepId).graph)
    this.flushTyping()
    return this.send(() => removeJourneyStep(this.eventUuid, this.journeyId, stepId))
  }

  /** The journey's own settings: its name, first step, being the default, publishing. */
  update(changes: JourneyChanges) {
    if (changes.start_step_id) this.change((graph) => ({ ...graph, start_step_id: changes.start_step_id ?? graph.start_step_id }))
    if (changes.name !== undefined || changes.is_default !== undefined) {
      this.queryClient.setQueryData<Journey>(this.key, (journey) =>
        journey
          ? {
              ...journey,
              ...(changes.name !== undefined && { name: changes.name }),
              ...(changes.is_default !== undefined && { is_default: changes.is_default }),
            }
          : journey,
      )
    }
    this.flushTyping()
    return this.send(() => updateJourney(this.eventUuid, this.journeyId, changes))
  }
}

/** The writer of the open journey; what was typed is saved when the editor closes. */
export function useJourneyWriter(eventUuid: string, journeyId: string): JourneyWriter {
  const queryClient = useQueryClient()
  const writer = useMemo(() => new JourneyWriter(queryClient, eventUuid, journeyId), [queryClient, eventUuid, journeyId])
  const current = useRef(writer)
  current.current = writer
  useEffect(() => () => current.current.flushTyping(), [writer])
  return writer
}
