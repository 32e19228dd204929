import { useCallback, useEffect, useRef, useState, type DragEvent } from 'react'
import type { PlanCanvasHandle } from '../canvas/plan-canvas-handle'
import { dropOutcome, type DropOutcome, type PlanIndex } from './drop-target'
import type { PartyMember } from './parties'

// Guests reach the plan two ways: an HTML5 drag from the sidebar onto the
// canvas (mouse), or pick-then-tap (touch and narrow screens, as zkipster does
// on phones; also the keyboard's way, since a drag needs a mouse). Both end in
// the same DropOutcome. The canvas is the editor's: we only listen on the
// document for events over its stage element and ask the handle what is there.

const STAGE_SELECTOR = '[data-testid="floor-plan-stage"]'
/** The drag's payload type: other drags (files, text) over the canvas are not ours. */
export const PARTY_DRAG_TYPE = 'application/x-usher-party'

export type PickedParty = { label: string; members: PartyMember[] }

function overStage(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(STAGE_SELECTOR) !== null
}

const outcomeKey = (outcome: DropOutcome) =>
  outcome.kind === 'place' ? `p${outcome.fits}${outcome.seatIds.join()}` : outcome.kind === 'none' ? 'none' : `${outcome.kind}${outcome.seatId}`

function paint(canvas: PlanCanvasHandle, outcome: DropOutcome) {
  if (outcome.kind === 'place') canvas.highlightSeats(outcome.seatIds, outcome.fits ? 'fits' : 'no-fit')
  else if (outcome.kind === 'swap') canvas.highlightSeats([outcome.seatId], 'fits')
  else if (outcome.kind === 'disabled') canvas.highlightSeats([outcome.seatId], 'no-fit')
  else canvas.highlightSeats([], null)
}

export function usePlanDrop(canvas: PlanCanvasHandle | null, index: PlanIndex, onOutcome: (members: PartyMember[], outcome: DropOutcome) => Promise<boolean>) {
  const dragged = useRef<PartyMember[] | null>(null)
  const lastPainted = useRef('')
  const [picked, setPicked] = useState<PickedParty | null>(null)
  // The listeners are set once; they read the latest plan and callback through refs.
  const latest = useRef({ canvas, index, onOutcome, picked })
  latest.current = { canvas, index, onOutcome, picked }

  const resolve = useCallback((members: PartyMember[], clientX: number, clientY: number): DropOutcome => {
    const { canvas: handle, index: planIndex } = latest.current
    if (!handle) return { kind: 'none' }
    return dropOutcome(
      planIndex,
      handle.hitAtClientPoint(clientX, clientY),
      members.map((member) => member.id),
    )
  }, [])

  const clear = useCallback(() => {
    lastPainted.current = ''
    latest.current.canvas?.highlightSeats([], null)
  }, [])

  useEffect(() => {
    const onDragOver = (event: globalThis.DragEvent) => {
      const members = dragged.current
      if (!members || !overStage(event.target)) return
      event.preventDefault()
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'move'
      const outcome = resolve(members, event.clientX, event.clientY)
      const key = outcomeKey(outcome)
      if (key !== lastPainted.current && latest.current.canvas) {
        lastPainted.current = key
        paint(latest.current.canvas, outcome)
      }
    }
    const onDrop = (event: globalThis.DragEvent) => {
      const members = dragged.current
      if (!members || !overStage(event.target)) return
      event.preventDefault()
      const outcome = resolve(members, event.clientX, event.clientY)
      dragged.current = null
      clear()
      void latest.current.onOutcome(members, outcome)
    }
    // A tap on the plan while a guest is picked seats them there. Capture phase:
    // the tap is the sidebar's, not a selection in the editor.
    const onClick = (event: MouseEvent) => {
      const party = latest.current.picked
      if (!party || !overStage(event.target)) return
      const outcome = resolve(party.members, event.clientX, event.clientY)
      if (outcome.kind === 'none') return
      event.stopPropagation()
      void latest.current.onOutcome(party.members, outcome).then((moved) => {
        if (moved) setPicked(null)
      })
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setPicked(null)
    }
    document.addEventListener('dragover', onDragOver)
    document.addEventListener('drop', onDrop)
    document.addEventListener('click', onClick, true)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('dragover', onDragOver)
      document.removeEventListener('drop', onDrop)
      document.removeEventListener('click', onClick, true)
      document.removeEventListener('keydown', onKey)
    }
  }, [resolve, clear])

  /** Props for a draggable row or party header in the sidebar. */
  const dragProps = useCallback(
    (members: PartyMember[], label: string) => ({
      draggable: true,
      onDragStart: (event: DragEvent<HTMLElement>) => {
        dragged.current = members
        event.dataTransfer.effectAllowed = 'move'
        event.dataTransfer.setData(PARTY_DRAG_TYPE, JSON.stringify(members.map((member) => member.id)))
        event.dataTransfer.setData('text/plain', label)
      },
      onDragEnd: () => {
        dragged.current = null
        clear()
      },
    }),
    [clear],
  )

  return { dragProps, picked, pick: setPicked }
}
