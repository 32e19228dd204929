import type { ReactNode } from 'react'
import { Logo } from '@/components/layout/Logo'

/**
 * The frame of the host portal: outside the organiser dashboard and its
 * navigation (a host sees only their own group), one column, phone first.
 */
export function HostLayout({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  return (
    <div className="min-h-dvh bg-canvas">
      <header className="sticky top-0 z-10 border-b border-border bg-background/95 backdrop-blur">
        <div className="mx-auto flex h-12 w-full max-w-3xl items-center justify-between px-4">
          <Logo />
          {aside}
        </div>
      </header>
      <main className="mx-auto w-full max-w-3xl px-4 py-5 sm:py-8">{children}</main>
    </div>
  )
}
