import { cn } from '@/lib/cn'

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cn('size-7', className)}>
      <rect width="32" height="32" rx="8" fill="#2D4CD7" />
      <path d="M10 9v8.5a6 6 0 0 0 12 0V9" fill="none" stroke="#fff" strokeWidth="3.2" strokeLinecap="round" />
    </svg>
  )
}

export function Logo({ size = 'md', className }: { size?: 'md' | 'lg'; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <LogoMark className={size === 'lg' ? 'size-9' : 'size-7'} />
      <span className={cn('font-semibold tracking-[-0.03em] text-foreground', size === 'lg' ? 'text-2xl' : 'text-[17px]')}>Usher</span>
    </span>
  )
}
