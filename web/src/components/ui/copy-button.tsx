import { useState } from 'react'
import { Check, Copy } from 'lucide-react'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { Button } from './button'

/** Copies a value to the clipboard and says so; where copying is not allowed, says how to do it by hand. */
export function CopyButton({ value, label, what = 'the text', iconOnly = false }: { value: string; label: string; what?: string; iconOnly?: boolean }) {
  const [copied, setCopied] = useState(false)

  async function copy() {
    try {
      await navigator.clipboard.writeText(value)
      setCopied(true)
      setTimeout(() => setCopied(false), 2000)
    } catch {
      showSnackbar(`Copying is not allowed here. Select ${what} and copy it by hand.`, 'warning')
    }
  }

  return (
    <Button type="button" variant="secondary" size={iconOnly ? 'icon' : undefined} onClick={copy} aria-label={label}>
      {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
      {!iconOnly && (copied ? 'Copied' : 'Copy')}
    </Button>
  )
}
