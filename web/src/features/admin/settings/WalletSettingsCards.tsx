import { useQuery } from '@tanstack/react-query'
import { walletSettingsQuery } from '@/api/wallet'
import { QueryView } from '@/components/query-view'
import { Skeleton } from '@/components/ui/skeleton'
import { AppleWalletCard } from './AppleWalletCard'
import { GoogleWalletCard } from './GoogleWalletCard'

/** The credentials that put guests' passes in Apple Wallet and Google Wallet (issue 32). */
export function WalletSettingsCards() {
  const query = useQuery(walletSettingsQuery())
  return (
    <section aria-labelledby="wallet-settings-title" className="flex flex-col gap-3">
      <div>
        <h2 id="wallet-settings-title" className="text-base font-semibold">
          Wallet passes
        </h2>
        <p className="text-[13px] text-muted-foreground">
          Guests keep their pass in their phone’s wallet. Certificates and keys are stored encrypted and never shown again.
        </p>
      </div>
      <QueryView query={query} pendingLabel="Loading the wallet settings" pending={<Skeleton className="h-48 w-full" />}>
        {(settings) => (
          <div className="flex flex-col gap-5">
            <AppleWalletCard settings={settings} />
            <GoogleWalletCard settings={settings} />
          </div>
        )}
      </QueryView>
    </section>
  )
}
