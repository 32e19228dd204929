import type { ReactNode } from 'react'
import type { LucideIcon } from 'lucide-react'
import { Logo } from '@/components/layout/Logo'

type ErrorFrameProps = { icon: LucideIcon; code: number; title: string; detail?: string; children?: ReactNode }

export function ErrorFrame({ icon: Icon, code, title, detail, children }: ErrorFrameProps) {
  return (
    <div className="flex min-h-dvh flex-col bg-canvas">
      <div className="px-6 py-5">
        <Logo />
      </div>
      <div className="flex flex-1 items-center justify-center px-4 pb-24">
        <div className="flex max-w-md flex-col items-center text-center">
          <div className="mb-5 flex size-12 items-center justify-center rounded-xl border border-border bg-background shadow-card">
            <Icon className="size-5 text-primary" aria-hidden />
          </div>
          <p className="text-[13px] font-semibold tracking-wide text-primary" data-testid="error-status">
            {code}
          </p>
          <h1 className="mt-1 text-2xl font-semibold tracking-[-0.02em]">{title}</h1>
          {detail && <p className="mt-2 text-sm text-muted-foreground">{detail}</p>}
          <div className="mt-7">{children}</div>
        </div>
      </div>
    </div>
  )
}
