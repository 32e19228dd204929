import type { ReactNode } from 'react'
import { Logo } from '@/components/layout/Logo'

export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="relative flex min-h-dvh flex-col items-center justify-center overflow-hidden bg-canvas px-4 py-10">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 h-80 bg-[radial-gradient(60%_100%_at_50%_0%,color-mix(in_srgb,var(--color-primary)_10%,transparent),transparent)]"
      />
      <div className="relative w-full max-w-[400px]">
        <div className="mb-6 flex justify-center">
          <Logo size="lg" />
        </div>
        <div className="rounded-xl border border-border bg-background p-6 shadow-card sm:p-8">{children}</div>
        <p className="mt-6 text-center text-xs text-subtle-foreground">Guest lists, RSVPs and check-in for every event.</p>
      </div>
    </div>
  )
}
