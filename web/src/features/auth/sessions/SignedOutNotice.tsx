import { Info } from 'lucide-react'
import { IDLE_SIGN_OUT_MESSAGE, type SignedOutReason } from '@/lib/idle-sign-out'

/** Above the login form: why the person is asked to sign in again. */
export function SignedOutNotice({ reason }: { reason?: SignedOutReason }) {
  if (reason !== 'idle') return null
  return (
    <p role="status" className="mt-4 flex items-start gap-2 rounded-md border border-info/30 bg-info-soft px-3 py-2 text-[13px] text-foreground">
      <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-info" />
      {IDLE_SIGN_OUT_MESSAGE} Sign in again to continue.
    </p>
  )
}
