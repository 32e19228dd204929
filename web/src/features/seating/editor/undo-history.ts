import type { SeatingSave } from '@/api/seating'

// Undo and redo as a pure reducer over saves: each step is the save a person's
// action sent and the save that reverses it (plan-saves.ts works both out).
// Undo sends a step's inverse, redo its forward save. A step on its way to the
// server is `pending`, off both stacks, so pressing undo again takes the step
// before it; the server's answer settles where it goes: done, or back where it was.

export interface UndoStep {
  forward: SeatingSave
  inverse: SeatingSave
}

export type UndoDirection = 'undo' | 'redo'

export interface UndoHistory {
  past: readonly UndoStep[]
  future: readonly UndoStep[]
  pending: readonly { direction: UndoDirection; step: UndoStep }[]
}

export type UndoAction =
  /** A new action was saved: it can be undone; what was undone before can no longer be redone. */
  | { type: 'record'; step: UndoStep }
  /** Undo or redo starts: the step on top of its stack leaves it and waits for the server. */
  | { type: 'begin'; direction: UndoDirection }
  /** The server answered for a pending step. */
  | { type: 'settle'; step: UndoStep; ok: boolean }

export const UNDO_DEPTH = 100

export const emptyHistory: UndoHistory = { past: [], future: [], pending: [] }

export function undoReducer(history: UndoHistory, action: UndoAction): UndoHistory {
  switch (action.type) {
    case 'record':
      return { ...history, past: [...history.past.slice(-UNDO_DEPTH + 1), action.step], future: [] }
    case 'begin': {
      const undo = action.direction === 'undo'
      const from = undo ? history.past : history.future
      const step = from.at(-1)
      if (!step) return history
      const pending = [...history.pending, { direction: action.direction, step }]
      return undo ? { ...history, past: from.slice(0, -1), pending } : { ...history, future: from.slice(0, -1), pending }
    }
    case 'settle': {
      const entry = history.pending.find((p) => p.step === action.step)
      if (!entry) return history
      const pending = history.pending.filter((p) => p !== entry)
      // A done undo can be redone and a done redo undone; a failed one goes back where it came from.
      const toPast = (entry.direction === 'redo') === action.ok
      return toPast ? { ...history, pending, past: [...history.past, entry.step] } : { ...history, pending, future: [...history.future, entry.step] }
    }
  }
}

/** The step undo or redo would take now, if any. */
export function nextStep(history: UndoHistory, direction: UndoDirection): UndoStep | null {
  return (direction === 'undo' ? history.past : history.future).at(-1) ?? null
}

/** The save that carries a step out in a direction. */
export const saveFor = (step: UndoStep, direction: UndoDirection): SeatingSave => (direction === 'undo' ? step.inverse : step.forward)
