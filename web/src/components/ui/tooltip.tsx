import { useEffect, useId, useLayoutEffect, useRef, useState, type FocusEvent, type PointerEvent, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { Slot } from 'radix-ui'

type Side = 'top' | 'right' | 'bottom' | 'left'
type TooltipProps = { content: ReactNode; children: ReactNode; side?: Side }

const DELAY_MS = 300
// Leaving the trigger for the hint (across the gap between them) keeps it open: WCAG 1.4.13 asks that
// content shown on hover can itself be hovered, as a magnified screen's reader needs to reach it.
const LEAVE_GRACE_MS = 150
const OFFSET_PX = 6
const OPPOSITE: Record<Side, Side> = { top: 'bottom', bottom: 'top', left: 'right', right: 'left' }

// A short hint beside what the pointer rests on (after a moment) or the keyboard focuses (at once), as
// Radix's tooltip showed it: closed again by leaving both trigger and hint, pressing, blurring or Escape, on the side asked
// for unless the window has no room there, kept inside the window. Our own, not Radix's: its tooltip
// brought floating-ui, the popper and the dismissable layer into the first script of every page that
// shows one (the guest list's check-in buttons and the side navigation; issue 31), for a line of text.
export function Tooltip({ content, children, side = 'top' }: TooltipProps) {
  const [shown, setShown] = useState<{ state: 'delayed-open' | 'instant-open'; anchor: HTMLElement } | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const leaving = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  // A focus that a press caused opens nothing (the press closes the hint), as Radix's tooltip.
  const pressing = useRef(false)
  const id = useId()

  const close = () => {
    clearTimeout(timer.current)
    clearTimeout(leaving.current)
    timer.current = undefined
    setShown(null)
  }
  const stay = () => clearTimeout(leaving.current)
  // The pointer left the trigger or the hint: closed unless it comes onto the other in a moment.
  const leave = () => {
    if (!shown) return close()
    clearTimeout(leaving.current)
    leaving.current = setTimeout(close, LEAVE_GRACE_MS)
  }
  useEffect(
    () => () => {
      clearTimeout(timer.current)
      clearTimeout(leaving.current)
    },
    [],
  )
  useEffect(() => {
    if (!shown) return
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && close()
    // As Radix's: a scroll of what holds the trigger closes the hint rather than leave it behind.
    const onScroll = (event: Event) => event.target instanceof Node && event.target.contains(shown.anchor) && close()
    document.addEventListener('keydown', onKeyDown)
    window.addEventListener('scroll', onScroll, true)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      window.removeEventListener('scroll', onScroll, true)
    }
  }, [shown])

  return (
    <>
      <Slot.Root
        data-state={shown?.state ?? 'closed'}
        aria-describedby={shown ? id : undefined}
        onPointerMove={(event: PointerEvent<HTMLElement>) => {
          stay()
          if (event.pointerType === 'touch' || shown || timer.current !== undefined) return
          const anchor = event.currentTarget
          timer.current = setTimeout(() => {
            timer.current = undefined
            setShown({ state: 'delayed-open', anchor })
          }, DELAY_MS)
        }}
        onPointerLeave={leave}
        onPointerDown={() => {
          pressing.current = true
          document.addEventListener('pointerup', () => (pressing.current = false), { once: true })
          close()
        }}
        onFocus={(event: FocusEvent<HTMLElement>) => {
          if (!pressing.current) setShown({ state: 'instant-open', anchor: event.currentTarget })
        }}
        onBlur={close}
      >
        {children}
      </Slot.Root>
      {shown && (
        <TooltipContent anchor={shown.anchor} side={side} state={shown.state} id={id} onPointerEnter={stay} onPointerLeave={leave}>
          {content}
        </TooltipContent>
      )}
    </>
  )
}

type TooltipContentProps = {
  anchor: HTMLElement
  side: Side
  state: string
  id: string
  children: ReactNode
  onPointerEnter: () => void
  onPointerLeave: () => void
}

function TooltipContent({ anchor, side, state, id, children, onPointerEnter, onPointerLeave }: TooltipContentProps) {
  const panel = useRef<HTMLDivElement>(null)
  const [placed, setPlaced] = useState<{ left: number; top: number; side: Side } | null>(null)
  useLayoutEffect(() => {
    const place = () => panel.current && setPlaced(placement(anchor.getBoundingClientRect(), panel.current.getBoundingClientRect(), side))
    place()
    window.addEventListener('resize', place)
    return () => window.removeEventListener('resize', place)
  }, [anchor, side])
  return createPortal(
    <div
      ref={panel}
      id={id}
      role="tooltip"
      data-state={state}
      data-side={placed?.side ?? side}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      style={{ position: 'fixed', left: placed?.left ?? 0, top: placed?.top ?? 0, visibility: placed ? undefined : 'hidden' }}
      className="z-50 max-w-64 rounded-md bg-secondary px-2 py-1 text-xs text-secondary-foreground shadow-pop data-[state=delayed-open]:animate-fade-in"
    >
      {children}
    </div>,
    document.body,
  )
}

/** Where the panel goes: on the side asked for, else the opposite one if only it has room; centred, inside the window. */
function placement(anchor: DOMRect, panel: DOMRect, wanted: Side): { left: number; top: number; side: Side } {
  const room: Record<Side, number> = {
    top: anchor.top,
    bottom: window.innerHeight - anchor.bottom,
    left: anchor.left,
    right: window.innerWidth - anchor.right,
  }
  const needed = wanted === 'top' || wanted === 'bottom' ? panel.height + OFFSET_PX : panel.width + OFFSET_PX
  const side = room[wanted] < needed && room[OPPOSITE[wanted]] >= needed ? OPPOSITE[wanted] : wanted
  const clamp = (value: number, size: number, limit: number) => Math.min(Math.max(value, 0), Math.max(limit - size, 0))
  if (side === 'top' || side === 'bottom') {
    const top = side === 'top' ? anchor.top - OFFSET_PX - panel.height : anchor.bottom + OFFSET_PX
    return { side, top, left: clamp(anchor.left + anchor.width / 2 - panel.width / 2, panel.width, window.innerWidth) }
  }
  const left = side === 'left' ? anchor.left - OFFSET_PX - panel.width : anchor.right + OFFSET_PX
  return { side, left, top: clamp(anchor.top + anchor.height / 2 - panel.height / 2, panel.height, window.innerHeight) }
}
