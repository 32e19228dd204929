import { useQuery } from '@tanstack/react-query'
import { ShieldCheck } from 'lucide-react'
import { twoFactorPolicyQuery, useSaveTwoFactorPolicy, type TwoFactorPolicy } from '@/api/two-factor'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { cn } from '@/lib/cn'

const OPTIONS: { value: TwoFactorPolicy; label: string; description: string }[] = [
  { value: 'optional', label: 'Optional', description: 'Each person chooses whether to turn it on.' },
  { value: 'administrators', label: 'Required for administrators', description: 'Administrators of Usher must set it up before anything else.' },
  { value: 'everyone', label: 'Required for everyone', description: 'Every account must set it up before anything else.' },
]

/** The admin settings' second-factor policy: who must have one. A change applies at their next request. */
export function TwoFactorPolicyCard() {
  const policy = useQuery(twoFactorPolicyQuery())
  const save = useSaveTwoFactorPolicy({
    onSuccess: () => showSnackbar('Two-factor policy saved.', 'success'),
    onError: (error) => showSnackbar(error.message, 'error'),
  })

  return (
    <Card>
      <CardHeader className="flex-row items-start gap-3">
        <ShieldCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
        <div>
          <CardTitle>Two-factor authentication</CardTitle>
          <CardDescription>Who must sign in with a code from an authenticator app as well as a password.</CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        {!policy.data ? (
          <Skeleton className="h-24 w-full" />
        ) : (
          <fieldset disabled={save.isPending}>
            <legend className="sr-only">Two-factor policy</legend>
            <div className="flex flex-col gap-2">
              {OPTIONS.map((option) => {
                const selected = policy.data.policy === option.value
                return (
                  <label
                    key={option.value}
                    className={cn(
                      'flex cursor-pointer items-start gap-3 rounded-md border px-3 py-2.5 text-[13px]',
                      selected ? 'border-primary bg-primary-soft/50' : 'border-border hover:bg-muted',
                    )}
                  >
                    <input
                      type="radio"
                      name="two-factor-policy"
                      value={option.value}
                      checked={selected}
                      onChange={() => save.mutate(option.value)}
                      className="mt-0.5 accent-[var(--color-primary)]"
                    />
                    <span>
                      <span className="block font-medium">{option.label}</span>
                      <span className="block text-muted-foreground">{option.description}</span>
                    </span>
                  </label>
                )
              })}
            </div>
          </fieldset>
        )}
      </CardContent>
    </Card>
  )
}
