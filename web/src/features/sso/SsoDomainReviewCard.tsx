import { LoaderCircle } from 'lucide-react'
import { useQuery } from '@tanstack/react-query'
import { ssoDomainReviewQuery, useApproveSsoDomain, type AdminSsoDomainClaim } from '@/api/sso'
import { Badge, type BadgeTone } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { isConfirmed, useConfirm } from '@/components/feedback/confirm-context'
import { formatTimestampDate } from '@/lib/dates'
import { QueryView } from '@/components/query-view'

const STATUS: Record<AdminSsoDomainClaim['status'], { label: string; tone: BadgeTone }> = {
  waiting: { label: 'Waiting for proof', tone: 'warning' },
  proved: { label: 'Proved', tone: 'success' },
  approved: { label: 'Approved by administrator', tone: 'success' },
  taken: { label: 'Proved by another organisation', tone: 'neutral' },
}

const organisationNameOf = (claim: AdminSsoDomainClaim) => claim.organisation_name ?? 'Unnamed organisation'

function ClaimRow({ claim }: { claim: AdminSsoDomainClaim }) {
  const confirm = useConfirm()
  const approve = useApproveSsoDomain({
    onSuccess: () => showSnackbar(`${claim.domain} is approved.`, 'success'),
    onError: (error) => showSnackbar(error.message, 'error'),
  })

  async function askToApprove() {
    const outcome = await confirm({
      heading: `Approve ${claim.domain}?`,
      message: `Everyone with an address at ${claim.domain} will be offered ${claim.organisation_name ? `${claim.organisation_name}’s` : 'this organisation’s'} sign-in, and their first sign-in through it adds them to that organisation. Approve only a domain you know belongs to it.`,
      confirmLabel: 'Approve',
    })
    if (isConfirmed(outcome)) approve.mutate(claim)
  }

  const status = STATUS[claim.status]
  return (
    <li className="flex flex-col gap-2 px-3 py-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-[13px] font-medium break-all">{claim.domain}</p>
          <Badge tone={status.tone}>{status.label}</Badge>
        </div>
        <p className="text-xs text-muted-foreground">
          {organisationNameOf(claim)} · claimed{' '}
          {claim.claimed_by && `by ${claim.claimed_by.name}${claim.claimed_by.email ? ` (${claim.claimed_by.email})` : ''} `}
          on {formatTimestampDate(claim.claimed_at)}
        </p>
        {claim.status === 'waiting' && (
          <p className="text-xs break-all text-muted-foreground">
            Expects a TXT record at <code>{claim.txt_record.name}</code>
          </p>
        )}
      </div>
      {claim.status === 'waiting' && (
        <Button
          type="button"
          variant="secondary"
          size="sm"
          className="self-start"
          disabled={approve.isPending}
          onClick={() => void askToApprove()}
          aria-label={`Approve ${claim.domain} for ${organisationNameOf(claim)}`}
        >
          {approve.isPending && <Spinner label="Approving" />}
          Approve
        </Button>
      )}
    </li>
  )
}

/**
 * The admin panel's part of single sign-on by domain: every organisation's claims, those waiting
 * for their DNS proof first, each of which an administrator may approve by hand.
 */
export function SsoDomainReviewCard() {
  const claims = useQuery(ssoDomainReviewQuery())
  return (
    <Card>
      <CardHeader>
        <CardTitle>Email domains for single sign-on</CardTitle>
        <CardDescription>
          An organisation proves a domain by publishing a DNS record; its sign-in is then offered to the domain’s addresses. Approve a domain by hand when you
          know it belongs to the organisation another way.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryView
          query={claims}
          pendingLabel="Loading email domains"
          pendingClassName="flex justify-center py-4"
          pending={<LoaderCircle aria-hidden className="size-4 animate-spin" />}
          error={() => (
            <p role="alert" className="rounded-md bg-error-soft px-3 py-2.5 text-[13px] text-error">
              The email domains could not be loaded.
            </p>
          )}
          isEmpty={(answer) => answer.data.length === 0}
          empty={<p className="text-[13px] text-muted-foreground">No organisation has claimed an email domain.</p>}
        >
          {(answer) => (
            <ul className="divide-y divide-border rounded-md border border-border">
              {answer.data.map((claim) => (
                <ClaimRow key={`${claim.domain} ${claim.organisation_id}`} claim={claim} />
              ))}
            </ul>
          )}
        </QueryView>
      </CardContent>
    </Card>
  )
}
