import { useState, type DragEvent, type KeyboardEvent } from 'react'

/** The list with the item at `from` moved to `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list]
  const [item] = next.splice(from, 1)
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item!)
  return next
}

const EARLIER = new Set(['ArrowUp', 'ArrowLeft'])
const LATER = new Set(['ArrowDown', 'ArrowRight'])

/**
 * Reordering by dragging (native HTML drag and drop, so no extra package) and
 * by keyboard: Alt + an arrow key moves the focused item one place.
 */
export function useDragReorder(ids: readonly string[], onReorder: (ids: string[]) => void) {
  const [dragging, setDragging] = useState<string | null>(null)
  const [over, setOver] = useState<string | null>(null)

  const itemProps = (id: string) => ({
    draggable: true,
    'data-dragging': dragging === id ? '' : undefined,
    'data-drop-target': over === id && dragging !== id ? '' : undefined,
    onDragStart: (event: DragEvent) => {
      setDragging(id)
      event.dataTransfer.effectAllowed = 'move'
      event.dataTransfer.setData('text/plain', id)
    },
    onDragOver: (event: DragEvent) => {
      if (!dragging) return
      event.preventDefault()
      event.dataTransfer.dropEffect = 'move'
      if (over !== id) setOver(id)
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault()
      const from = ids.indexOf(dragging ?? event.dataTransfer.getData('text/plain'))
      const to = ids.indexOf(id)
      setDragging(null)
      setOver(null)
      if (from >= 0 && to >= 0 && from !== to) onReorder(moveItem(ids, from, to))
    },
    onDragEnd: () => {
      setDragging(null)
      setOver(null)
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (!event.altKey || (!EARLIER.has(event.key) && !LATER.has(event.key))) return
      event.preventDefault()
      const from = ids.indexOf(id)
      const to = from + (EARLIER.has(event.key) ? -1 : 1)
      if (to < 0 || to >= ids.length) return
      onReorder(moveItem(ids, from, to))
      // Keep focus on the moved item once it re-renders in its new place.
      const target = event.target as HTMLElement
      requestAnimationFrame(() => target.focus())
    },
  })

  return { itemProps, dragging }
}
