import type { ReactNode } from 'react'
import type { LucideIcon } from 'lucide-react'
import { cn } from '@/lib/cn'

type EmptyStateProps = { icon: LucideIcon; title: string; description?: ReactNode; action?: ReactNode; className?: string }

export function EmptyState({ icon: Icon, title, description, action, className }: EmptyStateProps) {
  return (
    <div className={cn('flex flex-col items-center px-6 py-14 text-center', className)}>
      <div className="mb-4 flex size-11 items-center justify-center rounded-xl border border-border bg-background shadow-card">
        <Icon className="size-5 text-primary" aria-hidden />
      </div>
      <h2 className="text-[15px] font-semibold">{title}</h2>
      {description && <p className="mt-1 max-w-sm text-[13px] text-muted-foreground">{description}</p>}
      {action && <div className="mt-5">{action}</div>}
    </div>
  )
}
