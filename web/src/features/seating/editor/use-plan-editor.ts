import { useCallback, useEffect, useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { saveSeating, seatedGuestsOf, seatingKeys, type SeatingPlan, type SeatingSave } from '@/api/seating'
import { isConfirmed, useConfirm } from '@/components/feedback/confirm-context'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { planStateOf, type PlanState } from '../canvas/plan-model'
import { applySave, inverseSave, isEmptySave } from './plan-saves'
import { emptyHistory, nextStep, saveFor, undoReducer, type UndoAction, type UndoDirection } from './undo-history'
import { failureMessageOf } from '@/components/form/field-errors'

// The editor's state: the plan with this tab's saves applied at once, the
// undo history (undo-history.ts: each step a save and the save that reverses
// it), and whether everything is saved. A live change from another organiser replaces
// the plan when this tab has nothing in flight.

export type SaveStatus = 'saved' | 'saving' | 'failed'
export function usePlanEditor(eventUuid: string, plan: SeatingPlan) {
  const queryClient = useQueryClient()
  const confirm = useConfirm()
  const [state, setState] = useState<PlanState>(() => planStateOf(plan))
  const stateRef = useRef(state)
  stateRef.current = state
  const [status, setStatus] = useState<SaveStatus>('saved')
  const inFlight = useRef(0)
  // The history is read as soon as it changes (two quick presses of undo take two steps), so a ref holds it and the state re-renders.
  const historyRef = useRef(emptyHistory)
  const [history, setHistory] = useState(emptyHistory)
  const record = useCallback((action: UndoAction) => {
    historyRef.current = undoReducer(historyRef.current, action)
    setHistory(historyRef.current)
  }, [])
  const seenPlan = useRef(plan)

  // Live: a newer plan from the server (another organiser, or our own save read back) becomes the plan when nothing of ours is in flight.
  useEffect(() => {
    if (plan === seenPlan.current) return
    seenPlan.current = plan
    if (inFlight.current === 0) setState(planStateOf(plan))
  }, [plan])

  const send = useCallback(
    async (save: SeatingSave): Promise<boolean> => {
      const before = stateRef.current
      setState(applySave(before, save))
      inFlight.current++
      setStatus('saving')
      try {
        try {
          await saveSeating(eventUuid, save)
        } catch (error) {
          const conflict = seatedGuestsOf(error)
          if (!conflict) throw error
          // The plan stays as it was while the organiser decides.
          setState(before)
          const names = conflict.guests.map((guest) => guest.full_name)
          const shown = names.length > 8 ? `${names.slice(0, 8).join(', ')} and ${names.length - 8} more` : names.join(', ')
          const outcome = await confirm({
            heading: names.length === 1 ? 'Unseat 1 guest?' : `Unseat ${names.length} guests?`,
            message: `Deleting this leaves ${shown} without a seat.`,
            confirmLabel: 'Delete and unseat',
            tone: 'danger',
          })
          if (!isConfirmed(outcome)) {
            setState(before)
            return false
          }
          setState(applySave(before, save))
          await saveSeating(eventUuid, { ...save, confirm_unseat: true })
        }
        setStatus(inFlight.current > 1 ? 'saving' : 'saved')
        return true
      } catch (error) {
        setState(before)
        setStatus('failed')
        showSnackbar(failureMessageOf(error, { fallback: 'The plan could not be saved.' }), 'error')
        return false
      } finally {
        inFlight.current--
        if (inFlight.current === 0) void queryClient.invalidateQueries({ queryKey: seatingKeys.plan(eventUuid) })
      }
    },
    [confirm, eventUuid, queryClient],
  )

  /** One user action: applied at once, saved, and undoable. */
  const commit = useCallback(
    async (save: SeatingSave) => {
      if (isEmptySave(save)) return false
      const inverse = inverseSave(stateRef.current, save)
      const ok = await send(save)
      if (ok) record({ type: 'record', step: { forward: save, inverse } })
      return ok
    },
    [record, send],
  )

  const travel = useCallback(
    async (direction: UndoDirection) => {
      const step = nextStep(historyRef.current, direction)
      if (!step) return
      record({ type: 'begin', direction })
      record({ type: 'settle', step, ok: await send(saveFor(step, direction)) })
    },
    [record, send],
  )
  const undo = useCallback(() => travel('undo'), [travel])
  const redo = useCallback(() => travel('redo'), [travel])

  return { state, status, commit, undo, redo, canUndo: history.past.length > 0, canRedo: history.future.length > 0 }
}
