import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

export const inputClassName =
  'flex h-9 w-full min-w-0 rounded-md border border-border-strong bg-background px-3 text-sm text-foreground shadow-[0_1px_2px_rgb(16_24_40/0.04)] transition-[border-color,box-shadow] outline-none placeholder:text-subtle-foreground hover:border-[#c3c7d1] focus-visible:border-primary focus-visible:ring-3 focus-visible:ring-primary/15 focus-visible:outline-none disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-70 aria-invalid:border-error aria-invalid:focus-visible:ring-error/15'

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(inputClassName, className)} {...props} />
}
