import type { ReactNode } from 'react'

type Props = { title: string; description: ReactNode; action?: ReactNode; children: ReactNode; id?: string }

/** One part of the Mail screen: what it is about, an optional action, then its card. */
export function SettingsSection({ title, description, action, children, id }: Props) {
  const headingId = `${id ?? title.toLowerCase().replaceAll(' ', '-')}-heading`
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h2 id={headingId} className="text-[15px] font-semibold tracking-[-0.01em]">
            {title}
          </h2>
          <p className="mt-0.5 max-w-2xl text-[13px] text-muted-foreground">{description}</p>
        </div>
        {action && <div className="flex shrink-0 items-center gap-2">{action}</div>}
      </div>
      {children}
    </section>
  )
}
