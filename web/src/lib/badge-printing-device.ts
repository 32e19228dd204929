import { useCallback, useSyncExternalStore } from 'react'

// 'Print badge on check-in' belongs to a device, not to the event: the door with a badge printer
// turns it on, the phone at the side door leaves it off. Kept in this browser per event.

const keyOf = (eventUuid: string) => `usher.print-badge-on-check-in.${eventUuid}`
const listeners = new Set<() => void>()

function read(eventUuid: string): boolean {
  try {
    return window.localStorage.getItem(keyOf(eventUuid)) === '1'
  } catch {
    return false
  }
}

export function setPrintBadgeOnCheckIn(eventUuid: string, on: boolean): void {
  try {
    if (on) window.localStorage.setItem(keyOf(eventUuid), '1')
    else window.localStorage.removeItem(keyOf(eventUuid))
  } catch {
    // Storage refused (a private window's quota): the setting lasts for this page only.
  }
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}

/** Whether this device prints a guest's badge as they are checked in at this event, and the switch. */
export function usePrintBadgeOnCheckIn(eventUuid: string): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(
    subscribe,
    () => read(eventUuid),
    () => false,
  )
  const set = useCallback((next: boolean) => setPrintBadgeOnCheckIn(eventUuid, next), [eventUuid])
  return [on, set]
}
