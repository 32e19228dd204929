import { useState } from 'react'
import { Check, Copy } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { showSnackbar } from '@/components/feedback/snackbar-store'

/** The plain token, shown this once: the server keeps only its hash. */
export function NewTokenReveal({ token }: { token: string }) {
  const [copied, setCopied] = useState(false)

  async function copy() {
    try {
      await navigator.clipboard.writeText(token)
      setCopied(true)
    } catch {
      showSnackbar('Copying is not allowed here. Select the token and copy it by hand.', 'warning')
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <p className="rounded-md bg-warning-soft px-3 py-2 text-[13px] text-warning">
        Copy this token now. For your security it is not shown again: if you lose it, revoke it and create another.
      </p>
      <div className="flex items-center gap-2">
        <code
          data-testid="new-api-token"
          className="min-w-0 flex-1 rounded-md border border-border bg-muted px-3 py-2 font-mono text-xs break-all select-all"
        >
          {token}
        </code>
        <Button type="button" variant="secondary" onClick={copy} aria-label="Copy the token">
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
    </div>
  )
}
