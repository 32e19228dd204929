import { CopyButton } from '@/components/ui/copy-button'

/** The plain token, shown this once: the server keeps only its hash. */
export function NewTokenReveal({ token }: { token: string }) {
  return (
    <div className="flex flex-col gap-2">
      <p className="rounded-md bg-warning-soft px-3 py-2 text-[13px] text-warning">
        Copy this token now. For your security it is not shown again: if you lose it, revoke it and create another.
      </p>
      <div className="flex items-center gap-2">
        <code data-testid="new-api-token" className="min-w-0 flex-1 rounded-md border border-border bg-muted px-3 py-2 font-mono text-xs break-all select-all">
          {token}
        </code>
        <CopyButton value={token} label="Copy the token" what="the token" />
      </div>
    </div>
  )
}
