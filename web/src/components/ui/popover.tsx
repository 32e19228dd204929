import { createContext, useContext, type ComponentProps, type MouseEvent } from 'react'
import { Slot } from 'radix-ui'
import type * as RadixPopovers from './popover-radix'
import { lazyParts } from './lazy-parts'

// Radix's popover (its positioning, focus handling and dismissal) loads apart from the pages that show
// one, as the menus do (dropdown-menu.tsx; issue 31: the guest list's toolbar has two). Until it is in,
// a popover is its trigger alone, which fetches the code on hover or focus and, clicked, opens once it
// is in. Pages fetch it when idle once they show (usePreloadWhenIdle).

type Popovers = typeof RadixPopovers

const { preload, useParts: usePopovers, fetch, usePendingOpen, onceLoaded } = lazyParts(() => import('./popover-radix'))

/** For usePreloadWhenIdle, beside a page's dialogs. */
export const popovers = { preload }

const PendingPopover = createContext<() => void>(() => undefined)

export function Popover({ defaultOpen, onOpenChange, ...props }: ComponentProps<Popovers['Popover']>) {
  const loaded = usePopovers()
  const { wanted, open } = usePendingOpen(props.open, onOpenChange)
  if (loaded) return <loaded.Popover defaultOpen={defaultOpen || wanted} onOpenChange={onOpenChange} {...props} />
  return <PendingPopover.Provider value={open}>{props.children}</PendingPopover.Provider>
}

/** Radix's trigger once the code is in; before, the same closed button, which opens on a click as Radix's does. */
export function PopoverTrigger(props: ComponentProps<Popovers['PopoverTrigger']>) {
  const loaded = usePopovers()
  const open = useContext(PendingPopover)
  if (loaded) return <loaded.PopoverTrigger {...props} />
  const { asChild, onPointerEnter, onFocus, onClick, ...rest } = props
  const Component = asChild ? Slot.Root : 'button'
  return (
    <Component
      type={asChild ? undefined : 'button'}
      aria-haspopup="dialog"
      aria-expanded={false}
      data-state="closed"
      {...rest}
      onPointerEnter={(event) => {
        onPointerEnter?.(event)
        fetch()
      }}
      onFocus={(event) => {
        onFocus?.(event)
        fetch()
      }}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event)
        if (!event.defaultPrevented) open()
      }}
    />
  )
}

/** Only rendered open, so once the code is in. */
export const PopoverContent = onceLoaded((popovers) => popovers.PopoverContent)
