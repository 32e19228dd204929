import { createContext, useContext, type ComponentProps, type KeyboardEvent, type PointerEvent } from 'react'
import { Slot } from 'radix-ui'
import type * as RadixMenus from './dropdown-menu-radix'
import { lazyParts } from './lazy-parts'

// Radix's menu (its positioning, focus trap, roving focus and scroll lock) loads apart from the pages
// that show menus: the guest list shows one in every row and several around it, and its first script
// carried all of that code before any row could show (issue 31: at most 150 kB before the rows). Until
// it is here a menu is its trigger alone, which asks for the code on hover or focus and, pressed, opens
// the menu once the code is in. Pages fetch it when idle once they show (usePreloadWhenIdle).

type Menus = typeof RadixMenus

const { preload, useParts: useMenus, fetch, usePendingOpen, onceLoaded } = lazyParts(() => import('./dropdown-menu-radix'))

/** For usePreloadWhenIdle, beside a page's dialogs. */
export const dropdownMenus = { preload }

/** What a trigger pressed before the code came asks of its menu: to open once it can. */
const PendingMenu = createContext<() => void>(() => undefined)

export function DropdownMenu({ defaultOpen, onOpenChange, ...props }: ComponentProps<Menus['DropdownMenu']>) {
  const loaded = useMenus()
  const { wanted, open } = usePendingOpen(props.open, onOpenChange)
  if (loaded) return <loaded.DropdownMenu defaultOpen={defaultOpen || wanted} onOpenChange={onOpenChange} {...props} />
  return <PendingMenu.Provider value={open}>{props.children}</PendingMenu.Provider>
}

type TriggerProps = ComponentProps<Menus['DropdownMenuTrigger']>

/** Radix's trigger once the code is in; before, the same button, which opens on the same keys and press. */
export function DropdownMenuTrigger(props: TriggerProps) {
  const loaded = useMenus()
  const open = useContext(PendingMenu)
  if (loaded) return <loaded.DropdownMenuTrigger {...props} />
  const { asChild, disabled, onPointerEnter, onFocus, onPointerDown, onKeyDown, ...rest } = props
  const Component = asChild ? Slot.Root : 'button'
  return (
    <Component
      type={asChild ? undefined : 'button'}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      data-disabled={disabled ? '' : undefined}
      disabled={disabled}
      {...rest}
      onPointerEnter={(event: PointerEvent<HTMLButtonElement>) => {
        onPointerEnter?.(event)
        fetch()
      }}
      onFocus={(event) => {
        onFocus?.(event)
        fetch()
      }}
      // As Radix's trigger: a main-button press without ctrl, or Enter, Space or the down arrow.
      onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
        onPointerDown?.(event)
        if (disabled || event.defaultPrevented || event.button !== 0 || event.ctrlKey) return
        open()
        event.preventDefault()
      }}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        onKeyDown?.(event)
        if (disabled || event.defaultPrevented || !['Enter', ' ', 'ArrowDown'].includes(event.key)) return
        open()
        event.preventDefault()
      }}
    />
  )
}

// The rest only renders inside an open menu's content, so once the code is in.
export const DropdownMenuContent = onceLoaded((menus) => menus.DropdownMenuContent)
export const DropdownMenuItem = onceLoaded((menus) => menus.DropdownMenuItem)
export const DropdownMenuRadioItem = onceLoaded((menus) => menus.DropdownMenuRadioItem)
export const DropdownMenuLabel = onceLoaded((menus) => menus.DropdownMenuLabel)
export const DropdownMenuSeparator = onceLoaded((menus) => menus.DropdownMenuSeparator)
export const DropdownMenuGroup = onceLoaded((menus) => menus.DropdownMenuGroup)
export const DropdownMenuRadioGroup = onceLoaded((menus) => menus.DropdownMenuRadioGroup)
