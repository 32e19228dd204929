import type { ReactNode } from 'react'
import { Logo } from '@/components/layout/Logo'
import { OrganisationBrand, type Organisation } from './OrganisationBrand'

/**
 * The frame of pages a guest opens without an account: centred, one column, phone first.
 * A guest's page passes `organisation` (null while it loads): it heads the page in place of
 * Usher's logo; pages without it (a host signing in) keep Usher's. `aside` goes under the card.
 */
export function PublicLayout({ children, organisation, aside }: { children: ReactNode; organisation?: Organisation | null; aside?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col items-center bg-canvas px-4 py-8 sm:py-14">
      <div className="w-full max-w-[480px]">
        <div className="mb-6 flex justify-center">
          {organisation === undefined ? <Logo size="lg" /> : organisation && <OrganisationBrand organisation={organisation} />}
        </div>
        <main className="rounded-xl border border-border bg-background p-5 shadow-card sm:p-8">{children}</main>
        {/* Below the card: a guest page's language switcher. */}
        {aside && <div className="mt-3 flex justify-center">{aside}</div>}
      </div>
    </div>
  )
}
