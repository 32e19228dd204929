import type { ReactNode } from 'react'
import { Logo } from '@/features/layout/Logo'

/** The frame of pages a guest opens without an account: centred, one column, phone first. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col items-center bg-canvas px-4 py-8 sm:py-14">
      <div className="w-full max-w-[480px]">
        <div className="mb-6 flex justify-center">
          <Logo size="lg" />
        </div>
        <main className="rounded-xl border border-border bg-background p-5 shadow-card sm:p-8">{children}</main>
      </div>
    </div>
  )
}
