import { Download } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { CopyButton } from '@/components/ui/copy-button'

/** Recovery codes shown once, with ways to keep them: copy, or download as a text file. */
export function RecoveryCodesList({ codes }: { codes: string[] }) {
  const text = `Usher recovery codes (each works once)\n\n${codes.join('\n')}\n`

  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }))
    const link = document.createElement('a')
    link.href = url
    link.download = 'usher-recovery-codes.txt'
    link.click()
    URL.revokeObjectURL(url)
  }

  return (
    <div>
      <p className="text-[13px] text-muted-foreground">
        Keep these codes somewhere safe, such as a password manager. If you lose your phone, each code lets you sign in once. They will not be shown again.
      </p>
      <ul
        aria-label="Recovery codes"
        className="mt-3 grid max-w-md grid-cols-2 gap-x-6 gap-y-1.5 rounded-md border border-border bg-muted/40 px-4 py-3 font-mono text-[13px]"
        data-testid="recovery-codes"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap gap-2">
        <CopyButton value={codes.join('\n')} label="Copy the recovery codes" what="the codes" />
        <Button type="button" variant="secondary" onClick={download}>
          <Download aria-hidden />
          Download
        </Button>
      </div>
    </div>
  )
}
