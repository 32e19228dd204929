import { useSyncExternalStore } from 'react'

export type LoadingState = { active: number; failed: boolean; finishedAt: number }

let state: LoadingState = { active: 0, failed: false, finishedAt: 0 }
const listeners = new Set<() => void>()

function emit(next: LoadingState) {
  state = next
  for (const listener of listeners) listener()
}

export const loadingStore = {
  start() {
    emit({ active: state.active + 1, failed: state.active === 0 ? false : state.failed, finishedAt: state.finishedAt })
  },
  finish(failed: boolean) {
    const active = Math.max(0, state.active - 1)
    emit({ active, failed: state.failed || failed, finishedAt: active === 0 ? Date.now() : state.finishedAt })
  },
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  get(): LoadingState {
    return state
  },
}

export function useLoadingState(): LoadingState {
  return useSyncExternalStore(loadingStore.subscribe, loadingStore.get)
}
