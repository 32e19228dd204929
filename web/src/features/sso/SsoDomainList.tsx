import { useState } from 'react'
import { useCheckSsoDomain, type SsoDomainClaim } from '@/api/sso'
import { Badge, type BadgeTone } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { CopyButton } from '@/components/ui/copy-button'
import { Spinner } from '@/components/ui/spinner'
import { showSnackbar } from '@/components/feedback/snackbar-store'

const STATUS: Record<SsoDomainClaim['status'], { label: string; tone: BadgeTone; explanation: string }> = {
  waiting: {
    label: 'Waiting for proof',
    tone: 'warning',
    explanation: 'Publish this TXT record at the domain’s DNS host, then check. Until then only members who connected this sign-in can use it.',
  },
  proved: {
    label: 'Proved',
    tone: 'success',
    explanation: 'Its DNS record was found: people with these addresses are offered this sign-in, and their first sign-in adds them to your organisation.',
  },
  approved: {
    label: 'Approved by administrator',
    tone: 'success',
    explanation: 'An administrator of this Usher approved it: people with these addresses are offered this sign-in.',
  },
  taken: {
    label: 'Proved by another organisation',
    tone: 'error',
    explanation: 'Another organisation proved this domain first. Take it off the list, or ask the administrator of this Usher.',
  },
  unclaimed: { label: 'Not claimed', tone: 'neutral', explanation: 'Save the form to claim it.' },
}

/** One line of the TXT record to publish, with a copy button: its name or its value. */
function RecordLine({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex min-w-0 items-center gap-2 rounded-md border border-border bg-canvas px-3 py-1.5">
      <span className="w-11 shrink-0 text-xs text-muted-foreground">{label}</span>
      <code className="min-w-0 flex-1 text-xs break-all">{value}</code>
      <CopyButton value={value} label={`Copy the record’s ${label.toLowerCase()}`} what={`the record’s ${label.toLowerCase()}`} iconOnly />
    </div>
  )
}

function DomainRow({ claim }: { claim: SsoDomainClaim }) {
  const [problem, setProblem] = useState<string | null>(null)
  const check = useCheckSsoDomain({
    onSuccess: () => {
      setProblem(null)
      showSnackbar(`${claim.domain} is proved.`, 'success')
    },
    onError: (error) => setProblem(error.message),
  })
  const status = STATUS[claim.status]
  return (
    <li className="flex flex-col gap-2 px-3 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-[13px] font-medium break-all">{claim.domain}</p>
        <Badge tone={status.tone}>{status.label}</Badge>
      </div>
      <p className="text-xs text-muted-foreground">{status.explanation}</p>
      {claim.status === 'waiting' && claim.txt_record && (
        <>
          <div className="flex flex-col gap-1.5">
            <RecordLine label="Name" value={claim.txt_record.name} />
            <RecordLine label="Value" value={claim.txt_record.value} />
          </div>
          {problem && (
            <p role="alert" className="rounded-md bg-warning-soft px-3 py-2 text-xs text-warning">
              {problem}
            </p>
          )}
          <div className="flex justify-end">
            <Button
              type="button"
              variant="secondary"
              size="sm"
              disabled={check.isPending}
              onClick={() => check.mutate(claim.domain)}
              aria-label={`Check ${claim.domain} now`}
            >
              {check.isPending && <Spinner label="Checking" />}
              Check now
            </Button>
          </div>
        </>
      )}
    </li>
  )
}

/** The organisation's email domains and where each one's proof stands, with the record to publish for those waiting. */
export function SsoDomainList({ domains }: { domains: SsoDomainClaim[] }) {
  return (
    <section aria-labelledby="sso-domains-heading" className="flex flex-col gap-2 sm:col-span-2">
      <h3 id="sso-domains-heading" className="text-[13px] font-medium">
        Domain proofs
      </h3>
      <ul className="divide-y divide-border rounded-md border border-border">
        {domains.map((claim) => (
          <DomainRow key={claim.domain} claim={claim} />
        ))}
      </ul>
    </section>
  )
}
