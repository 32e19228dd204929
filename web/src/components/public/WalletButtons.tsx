import type { WalletLinks } from '@/api/wallet'
import { cn } from '@/lib/cn'
import { walletBadgeWords, type WalletBrand } from '@usher/domain/i18n/wallet-badge-words'
import { useGuestWords } from './guest-language/guest-words-context'

/**
 * "Add to Apple Wallet" and "Add to Google Wallet", each shown only when the instance can sign for
 * that wallet. The brands ask for their own badge artwork, black, unaltered, at least 40 px tall;
 * that artwork cannot ship with an open-source product, so these draw the badges' shape and
 * words (black, white type, a hairline border, Apple's rounded rectangle and Google's pill) with a
 * plain wallet glyph in place of the brands' marks. The words are each brand's own for the page's
 * language ("Zu Apple Wallet hinzufügen"): the brand's name large, the words around it small.
 */
export function WalletButtons({ links, className }: { links: WalletLinks; className?: string }) {
  const { t } = useGuestWords()
  if (!links.apple_wallet_link && !links.google_wallet_link) return null
  return (
    <div role="group" aria-label={t('wallet.group')} className={cn('flex flex-wrap justify-center gap-2', className)} data-testid="wallet-buttons">
      {links.apple_wallet_link && <WalletBadge href={links.apple_wallet_link} brand="Apple Wallet" shape="rounded-[9px]" testId="apple-wallet-button" />}
      {links.google_wallet_link && <WalletBadge href={links.google_wallet_link} brand="Google Wallet" shape="rounded-full" testId="google-wallet-button" />}
    </div>
  )
}

// One width for both badges, so they line up when a phone stacks them.
function WalletBadge({ href, brand, shape, testId }: { href: string; brand: WalletBrand; shape: string; testId: string }) {
  const { t } = useGuestWords()
  const words = walletBadgeWords(t, brand)
  return (
    <a
      href={href}
      aria-label={words.label}
      className={cn(
        'inline-flex h-12 w-[176px] items-center gap-2 border border-[#a6a6a6] bg-black px-3 text-white no-underline outline-offset-2 hover:bg-neutral-900 focus-visible:outline-2 focus-visible:outline-black',
        shape,
      )}
      data-testid={testId}
    >
      <WalletGlyph />
      <span className="flex flex-col text-left leading-[1.15]">
        {words.before && <span className="text-[11px]">{words.before}</span>}
        <span className="text-[15px] font-semibold tracking-[-0.01em] whitespace-nowrap">{words.brand}</span>
        {words.after && <span className="text-[11px]">{words.after}</span>}
      </span>
    </a>
  )
}

/** Three cards in a wallet: the idea of a wallet, without either brand's mark. */
function WalletGlyph() {
  return (
    <svg aria-hidden viewBox="0 0 28 24" className="h-6 w-7 shrink-0">
      <rect x="1" y="1" width="26" height="22" rx="4" fill="#ffffff" />
      <rect x="3" y="3.5" width="22" height="4" rx="1.5" fill="#3b82f6" />
      <rect x="3" y="7" width="22" height="4" rx="1.5" fill="#facc15" />
      <rect x="3" y="10.5" width="22" height="4" rx="1.5" fill="#22c55e" />
      <path d="M1 13.5h8.5a4.5 4.5 0 0 0 9 0H27V19a4 4 0 0 1-4 4H5a4 4 0 0 1-4-4z" fill="#d4d4d4" />
    </svg>
  )
}
