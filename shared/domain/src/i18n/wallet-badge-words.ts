import type { Translate } from './translate.ts';

export type WalletBrand = 'Apple Wallet' | 'Google Wallet';

/** The words of one wallet badge: the whole phrase, and the pieces the badge draws on its lines. */
export interface WalletBadgeWords {
  /** "Zu Apple Wallet hinzufügen": what a screen reader says and the plain-text mail prints. */
  label: string;
  /** The small words before the brand's name ("Add to", "Zu"), maybe empty. */
  before: string;
  brand: WalletBrand;
  /** The small words after it (German "hinzufügen"), maybe empty. */
  after: string;
}

// A character no catalogue contains, put where the brand's name goes to find where the phrase splits.
const BRAND_MARK = '\uE000';

/**
 * Apple and Google publish their badges' words per language, and not every language puts the brand's name
 * last (German: "Zu Apple Wallet hinzufügen"). The catalogue holds the whole phrase; the badge draws the
 * brand's name large and the words around it small, in the language's own order.
 */
export function walletBadgeWords(t: Translate, brand: WalletBrand): WalletBadgeWords {
  const [before = '', after = ''] = t('wallet.badge', { wallet: BRAND_MARK }).split(BRAND_MARK);
  return { label: t('wallet.badge', { wallet: brand }), before: before.trim(), brand, after: after.trim() };
}
