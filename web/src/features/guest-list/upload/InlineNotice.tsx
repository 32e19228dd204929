import type { ReactNode } from 'react'
import { CircleAlert, CircleCheck, TriangleAlert } from 'lucide-react'
import { cn } from '@/lib/cn'

const TONES = {
  error: { box: 'border-error/25 bg-error-soft text-error', icon: CircleAlert },
  warning: { box: 'border-warning/25 bg-warning-soft text-[#92400e]', icon: TriangleAlert },
  success: { box: 'border-success/25 bg-success-soft text-[#0b6b35]', icon: CircleCheck },
} as const

type InlineNoticeProps = {
  tone: keyof typeof TONES
  title?: ReactNode
  children?: ReactNode
  /** 'alert' for errors that appear after an action; none for states that are just shown. */
  role?: 'alert' | 'status'
  id?: string
  className?: string
  'data-testid'?: string
}

/** A message inside the dialog: validation problems, a failed import, a finished one. */
export function InlineNotice({ tone, title, children, role, id, className, ...props }: InlineNoticeProps) {
  const { box, icon: Icon } = TONES[tone]
  return (
    <div id={id} role={role} data-testid={props['data-testid']} className={cn('flex gap-2.5 rounded-lg border px-3 py-2.5 text-[13px]', box, className)}>
      <Icon className="mt-px size-4 shrink-0" aria-hidden />
      <div className="flex min-w-0 flex-col gap-0.5">
        {title && <p className="font-medium">{title}</p>}
        {children && <div className={cn(title && 'text-foreground/80')}>{children}</div>}
      </div>
    </div>
  )
}
