import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { PageHeading, useIsUnderPageTitle } from '@/lib/page-heading'

type PageHeaderProps = { title: ReactNode; description?: ReactNode; actions?: ReactNode }

export function PageHeader({ title, description, actions }: PageHeaderProps) {
  // Under an event's name (its page's h1) a screen's title is a step smaller, as its heading is a level down.
  const underTitle = useIsUnderPageTitle()
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <PageHeading className={cn('leading-tight font-semibold tracking-[-0.02em]', underTitle ? 'text-lg' : 'text-[22px]')}>{title}</PageHeading>
        {description && <p className="mt-1 text-[13px] text-muted-foreground">{description}</p>}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div>}
    </div>
  )
}
