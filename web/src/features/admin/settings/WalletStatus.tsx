import { CheckCircle2, CircleDashed } from 'lucide-react'

/** Whether a wallet is set up, and what identifies its credentials; never a key. */
export function WalletStatus({ configured, lines, absent }: { configured: boolean; lines: string[]; absent: string }) {
  return configured ? (
    <div className="flex gap-2 rounded-md bg-success-soft px-3 py-2.5 text-[13px] text-success" data-testid="wallet-status">
      <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="min-w-0 break-words">
        <p className="font-medium">Set up</p>
        {lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
    </div>
  ) : (
    <p className="flex gap-2 rounded-md bg-muted px-3 py-2.5 text-[13px] text-muted-foreground" data-testid="wallet-status">
      <CircleDashed className="mt-0.5 size-4 shrink-0" aria-hidden />
      {absent}
    </p>
  )
}
