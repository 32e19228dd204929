import { useEffect, useRef } from 'react'

export interface ShortcutActions {
  undo(): void
  redo(): void
  remove(): void
  copy(): void
  paste(): void
  duplicate(): void
  nudge(dx: number, dy: number): void
  rotate(by: number): void
  escape(): void
  zoom(factor: number): void
  fit(): void
}

/** The editor's keyboard shortcuts, off while the person types in a field; editing ones only for editors. */
export function usePlanShortcuts(actions: ShortcutActions, canEdit: boolean) {
  const ref = useRef(actions)
  useEffect(() => {
    ref.current = actions
  }, [actions])
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null
      if (target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))) return
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return
      const a = ref.current
      const mod = event.ctrlKey || event.metaKey
      const key = event.key.toLowerCase()
      const run = (fn: () => void) => {
        event.preventDefault()
        fn()
      }
      if (key === 'escape') return run(a.escape)
      if (key === '+' || key === '=') return run(() => a.zoom(1.25))
      if (key === '-' || key === '_') return run(() => a.zoom(0.8))
      if (key === '0' && !mod) return run(a.fit)
      if (!canEdit) return
      if (mod && key === 'z') return run(event.shiftKey ? a.redo : a.undo)
      if (mod && key === 'y') return run(a.redo)
      if (mod && key === 'c') return run(a.copy)
      if (mod && key === 'v') return run(a.paste)
      if (mod && key === 'd') return run(a.duplicate)
      if (key === 'delete' || key === 'backspace') return run(a.remove)
      if (key === 'r' && !mod) return run(() => a.rotate(event.shiftKey ? -15 : 15))
      const step = event.shiftKey ? 10 : 1
      const arrows: Record<string, [number, number]> = { arrowleft: [-step, 0], arrowright: [step, 0], arrowup: [0, -step], arrowdown: [0, step] }
      const arrow = arrows[key]
      if (arrow) return run(() => a.nudge(arrow[0], arrow[1]))
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [canEdit])
}
