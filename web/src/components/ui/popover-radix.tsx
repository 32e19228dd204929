import type { ComponentProps } from 'react'
import { Popover as PopoverPrimitive } from 'radix-ui'

export const Popover = PopoverPrimitive.Root
export const PopoverTrigger = PopoverPrimitive.Trigger

/** The panel, in a portal over the page. */
export function PopoverContent(props: ComponentProps<typeof PopoverPrimitive.Content>) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content {...props} />
    </PopoverPrimitive.Portal>
  )
}
