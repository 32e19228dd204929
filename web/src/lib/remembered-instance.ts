import type { PublicInstance } from '@/api/instance'

const REMEMBERED_INSTANCE = 'usher.instance'

/**
 * The instance as this browser last saw it (name, logo, colours, Support address), shown while
 * its current answer loads: at the first paint, and after signing in or out empties the query
 * cache, so the page never flashes the product's own name and blue.
 */
export function rememberedInstance(): PublicInstance | undefined {
  try {
    const remembered = localStorage.getItem(REMEMBERED_INSTANCE)
    return remembered ? (JSON.parse(remembered) as PublicInstance) : undefined
  } catch {
    // A damaged or unreadable entry is ignored: the instance's answer applies shortly.
    return undefined
  }
}

export function rememberInstance(instance: PublicInstance): void {
  try {
    localStorage.setItem(REMEMBERED_INSTANCE, JSON.stringify(instance))
  } catch {
    // Private windows may refuse storage: the next load then starts from the product's own look for a moment.
  }
}
