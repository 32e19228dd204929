import { fittedView, EMPTY_PLAN_BOX, MAX_ZOOM, MIN_ZOOM, type Size, type View } from './viewport'
import type { Box } from './plan-model'

// The view of a plan this tab had last, kept in localStorage under a key per
// plan, so a reload comes back to the same place. Only the view: nothing here
// is a change to the plan.

export interface SavedView extends View {
  w: number
  h: number
}

const SAVE_DELAY_MS = 250

/** The remembered view, if there is a sound one (a hand-edited or outdated entry is ignored). */
export function parseSavedView(text: string | null): SavedView | null {
  if (!text) return null
  try {
    const value = JSON.parse(text) as Partial<SavedView> | null
    if (!value || typeof value !== 'object') return null
    const { x, y, scale, w, h } = value
    if (![x, y, scale, w, h].every((n) => typeof n === 'number' && Number.isFinite(n))) return null
    if (scale! < MIN_ZOOM || scale! > MAX_ZOOM) return null
    return { x: x!, y: y!, scale: scale!, w: w!, h: h! }
  } catch {
    return null
  }
}

/**
 * How the plan opens: a reload (the stage the size it was) comes back to the same place; any other
 * size, or a first visit, shows the whole plan, fitted.
 */
export function openingView(saved: SavedView | null, size: Size, content: Box | null): View {
  if (saved && saved.w === size.width && saved.h === size.height) return { x: saved.x, y: saved.y, scale: saved.scale }
  return fittedView(content ?? EMPTY_PLAN_BOX, size)
}

/** Reads once, writes a moment after the view stops changing (a pan is many changes). */
export class ViewMemory {
  private timer: ReturnType<typeof setTimeout> | null = null

  constructor(
    private readonly key: string,
    private readonly storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage,
  ) {}

  read(): SavedView | null {
    try {
      return parseSavedView(this.storage.getItem(this.key))
    } catch {
      return null
    }
  }

  remember(view: View, size: Size) {
    if (this.timer) clearTimeout(this.timer)
    this.timer = setTimeout(() => {
      this.timer = null
      try {
        this.storage.setItem(this.key, JSON.stringify({ x: view.x, y: view.y, scale: view.scale, w: size.width, h: size.height }))
      } catch {
        // A full or blocked storage only loses the remembered view.
      }
    }, SAVE_DELAY_MS)
  }

  dispose() {
    if (this.timer) clearTimeout(this.timer)
  }
}
