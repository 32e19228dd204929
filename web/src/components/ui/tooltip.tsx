import type { ReactNode } from 'react'
import { Tooltip as TooltipPrimitive } from 'radix-ui'

type TooltipProps = { content: ReactNode; children: ReactNode; side?: 'top' | 'right' | 'bottom' | 'left' }

// Each tooltip brings its own provider (as shadcn's tooltip does) rather than one around the app: a
// provider in main.tsx put radix's tooltip and floating-ui (10 kB gzip) into every page's first load,
// the login page's too, though only a few dashboard parts show tooltips.
export function Tooltip({ content, children, side = 'top' }: TooltipProps) {
  return (
    <TooltipPrimitive.Provider delayDuration={300}>
      <TooltipPrimitive.Root>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            side={side}
            sideOffset={6}
            className="z-50 max-w-64 rounded-md bg-secondary px-2 py-1 text-xs text-secondary-foreground shadow-pop data-[state=delayed-open]:animate-fade-in"
          >
            {content}
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  )
}
