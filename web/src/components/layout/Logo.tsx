import { cn } from '@/lib/cn'
import { useInstance } from '@/lib/use-instance'

/** The instance's logo when an administrator uploaded one (/admin/theme), else the product's mark in the primary colour. */
export function LogoMark({ className }: { className?: string }) {
  const { logo_url: logoUrl } = useInstance().theme
  if (logoUrl) return <img src={logoUrl} alt="" className={cn('size-7 rounded-md object-contain', className)} />
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cn('size-7', className)}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path d="M10 9v8.5a6 6 0 0 0 12 0V9" fill="none" stroke="#fff" strokeWidth="3.2" strokeLinecap="round" />
    </svg>
  )
}

export function Logo({ size = 'md', className }: { size?: 'md' | 'lg'; className?: string }) {
  const { name } = useInstance()
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <LogoMark className={size === 'lg' ? 'size-9' : 'size-7'} />
      <span className={cn('font-semibold tracking-[-0.03em] text-foreground', size === 'lg' ? 'text-2xl' : 'text-[17px]')}>{name}</span>
    </span>
  )
}
