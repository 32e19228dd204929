import type { ComponentProps, ReactNode } from 'react'
import { Dialog as DialogPrimitive } from 'radix-ui'
import { cn } from '@/lib/cn'
import { DialogCornerClose, DialogOverlay } from './dialog'

/** A Radix dialog presented as a full-height panel sliding in from the right edge. */
export const Sheet = DialogPrimitive.Root
export const SheetClose = DialogPrimitive.Close

type SheetContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** Accessible label of the corner close button. */
  closeLabel?: string
  children: ReactNode
}

export function SheetContent({ className, children, closeLabel = 'Close', onOpenAutoFocus, ...props }: SheetContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay className="bg-[#0d1020]/35 data-[state=closed]:animate-fade-out" />
      <DialogPrimitive.Content
        className={cn(
          'fixed inset-y-0 right-0 z-50 flex h-dvh w-full flex-col bg-background shadow-pop outline-none sm:w-[420px] sm:max-w-[calc(100vw-3rem)] sm:border-l sm:border-border',
          'data-[state=closed]:animate-slide-out-right data-[state=open]:animate-slide-in-right',
          className,
        )}
        // A panel to read: focus the panel itself, not the × (whose ring would greet every opening).
        onOpenAutoFocus={(event) => {
          onOpenAutoFocus?.(event)
          if (event.defaultPrevented) return
          event.preventDefault()
          ;(event.currentTarget as HTMLElement).focus()
        }}
        {...props}
      >
        {children}
        <DialogCornerClose label={closeLabel} className="top-4 right-4 size-8" />
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}

export function SheetHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex shrink-0 items-center gap-3 border-b border-border px-5 py-4 pr-14', className)} {...props} />
}

export function SheetBody({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-5', className)} {...props} />
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('truncate text-base font-semibold tracking-[-0.01em]', className)} {...props} />
}

export function SheetDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-[13px] text-muted-foreground', className)} {...props} />
}
