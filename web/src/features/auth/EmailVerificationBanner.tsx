import { Link, useRouterState } from '@tanstack/react-router'
import { MailWarning } from 'lucide-react'
import { buttonVariants } from '@/components/ui/button'
import { useCurrentUser } from '@/lib/use-current-user'

/**
 * Above every dashboard screen of someone who has not confirmed their address
 * yet (a founder may start before confirming): what is waiting, and the way
 * to the code.
 */
export function EmailVerificationBanner() {
  const user = useCurrentUser()
  const here = useRouterState({ select: (state) => state.location.href })
  if (user.email_verified) return null
  return (
    <div
      role="status"
      data-testid="email-verification-banner"
      className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1.5 border-b border-border bg-primary-soft px-4 py-2 text-[13px] text-foreground"
    >
      <MailWarning className="size-4 shrink-0 text-primary" aria-hidden />
      <span>
        Confirm your email address: we sent a code to <strong className="font-medium">{user.email}</strong>
        <span className="hidden sm:inline">. Invitations and host groups sent to it open once you do</span>.
      </span>
      <Link to="/account/verify-email" search={{ redirect: here }} className={buttonVariants({ variant: 'primary', size: 'sm' })}>
        Enter the code
      </Link>
    </div>
  )
}
