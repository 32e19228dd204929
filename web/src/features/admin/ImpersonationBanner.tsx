import { UserRoundCog } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useCurrentUser } from '@/lib/use-current-user'
import { useReturnToOwnAccount } from './use-login-as'

/** Always in view while an administrator is logged in as someone, with the way back. */
export function ImpersonationBanner() {
  const user = useCurrentUser()
  const back = useReturnToOwnAccount()
  if (!user.impersonator) return null
  return (
    <div
      role="status"
      data-testid="impersonation-banner"
      className="sticky top-0 z-40 flex flex-wrap items-center justify-center gap-x-3 gap-y-1.5 bg-warning px-4 py-2 text-[13px] font-medium text-white"
    >
      <UserRoundCog className="size-4 shrink-0" aria-hidden />
      <span>
        You are logged in as <strong>{user.full_name}</strong>
        <span className="hidden sm:inline">
          {' '}
          ({user.email}). Everything you change is recorded as done by {user.impersonator.name} on their behalf
        </span>
        .
      </span>
      <Button size="sm" variant="secondary" onClick={() => back.mutate()} disabled={back.isPending}>
        Return to my account
      </Button>
    </div>
  )
}
