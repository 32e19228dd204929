import { CopyButton } from '@/components/ui/copy-button'

/** A signing secret with a copy button, and what receivers do with it. */
export function SecretReveal({ secret, note }: { secret: string; note: string }) {
  return (
    <div className="flex flex-col gap-2">
      <p className="rounded-md bg-warning-soft px-3 py-2 text-[13px] text-warning">{note}</p>
      <div className="flex items-center gap-2">
        <code data-testid="webhook-secret" className="min-w-0 flex-1 rounded-md border border-border bg-muted px-3 py-2 font-mono text-xs break-all select-all">
          {secret}
        </code>
        <CopyButton value={secret} label="Copy the secret" what="the secret" />
      </div>
      <p className="text-xs text-muted-foreground">
        Verify each request's <span className="font-mono">webhook-signature</span> with it (Standard Webhooks, e.g. the{' '}
        <span className="font-mono">standardwebhooks</span> package).
      </p>
    </div>
  )
}
