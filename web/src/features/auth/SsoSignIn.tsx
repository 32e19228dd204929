import { useQuery } from '@tanstack/react-query'
import { KeyRound } from 'lucide-react'
import { signInMethodsQuery, ssoOptionsQuery } from '@/api/sso'
import { buttonVariants } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { ssoErrorMessage } from '@/lib/sso-error-messages'

/**
 * The login page's single sign-on part: the failure the callback sent back, and the provider's
 * button: the instance's, or the one the typed address's domain belongs to (shown first then).
 */
export function SsoSignIn({ email, error }: { email: string; error?: string }) {
  const options = useQuery(ssoOptionsQuery())
  const methods = useQuery(signInMethodsQuery(email))
  const provider = methods.data?.provider ?? options.data?.provider ?? null
  const message = ssoErrorMessage(error)
  const label = provider?.name === 'Microsoft' ? 'Sign in with Microsoft' : 'Sign in with single sign-on'
  return (
    <div className="flex flex-col gap-3">
      {message && (
        <p role="alert" className="rounded-md border border-error/30 bg-error/5 px-3 py-2 text-[13px] text-error">
          {message}
        </p>
      )}
      {provider && (
        <a href={provider.start_url} className={cn(buttonVariants({ variant: 'secondary', size: 'lg' }), 'w-full')}>
          <KeyRound className="size-4" aria-hidden />
          {label}
          {provider.name !== 'Microsoft' && <span className="sr-only"> ({provider.name})</span>}
        </a>
      )}
    </div>
  )
}
