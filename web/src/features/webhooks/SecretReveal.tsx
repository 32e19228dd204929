import { useState } from 'react'
import { Check, Copy } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { showSnackbar } from '@/components/feedback/snackbar-store'

/** A signing secret with a copy button, and what receivers do with it. */
export function SecretReveal({ secret, note }: { secret: string; note: string }) {
  const [copied, setCopied] = useState(false)

  async function copy() {
    try {
      await navigator.clipboard.writeText(secret)
      setCopied(true)
    } catch {
      showSnackbar('Copying is not allowed here. Select the secret and copy it by hand.', 'warning')
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <p className="rounded-md bg-warning-soft px-3 py-2 text-[13px] text-warning">{note}</p>
      <div className="flex items-center gap-2">
        <code data-testid="webhook-secret" className="min-w-0 flex-1 rounded-md border border-border bg-muted px-3 py-2 font-mono text-xs break-all select-all">
          {secret}
        </code>
        <Button type="button" variant="secondary" onClick={copy} aria-label="Copy the secret">
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        Verify each request's <span className="font-mono">webhook-signature</span> with it (Standard Webhooks, e.g. the <span className="font-mono">standardwebhooks</span> package).
      </p>
    </div>
  )
}
