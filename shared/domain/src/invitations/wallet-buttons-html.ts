import { escapeHtml } from './escape-html.ts';
import type { Translate } from '../i18n/translate.ts';
import { walletBadgeWords, type WalletBrand } from '../i18n/wallet-badge-words.ts';

export interface WalletLinks {
  apple_wallet_link: string | null;
  google_wallet_link: string | null;
}

const smallLine = (words: string) => (words ? `<span style="display:block;font-size:11px">${escapeHtml(words)}</span>` : '');

// The brands' badges are black with white words, rounded, never recoloured. Their official artwork
// cannot ship with an open-source product, so e-mails draw the badge's shape and words in HTML
// (an image would be blocked by most mail clients until the reader allows it anyway). The words are
// the brand's own for the guest's language, the brand's name large and the words around it small.
const badge = (href: string, t: Translate, brand: WalletBrand, radius: number) => {
  const words = walletBadgeWords(t, brand);
  return `<a href="${escapeHtml(href)}" title="${escapeHtml(words.label)}" style="display:inline-block;margin:0 8px 8px 0;background:#000000;color:#ffffff;border:1px solid #a6a6a6;border-radius:${radius}px;padding:7px 14px;width:118px;text-decoration:none;font-family:-apple-system,Helvetica,Arial,sans-serif;line-height:1.15;vertical-align:top">${smallLine(words.before)}<span style="display:block;font-size:16px;font-weight:600;white-space:nowrap">${escapeHtml(words.brand)}</span>${smallLine(words.after)}</a>`;
};

/**
 * "Add to Apple Wallet" and "Add to Google Wallet" under the invitation's link, in the guest's language
 * (`t`), or nothing when neither is set up.
 */
export function walletButtonsHtml(links: WalletLinks | null | undefined, t: Translate): string {
  if (!links || (!links.apple_wallet_link && !links.google_wallet_link)) return '';
  return `<p style="margin:24px 0 0">${[
    links.apple_wallet_link ? badge(links.apple_wallet_link, t, 'Apple Wallet', 8) : '',
    links.google_wallet_link ? badge(links.google_wallet_link, t, 'Google Wallet', 22) : '',
  ].join('')}</p>`;
}

/** The same links in the plain-text part. */
export function walletButtonsText(links: WalletLinks | null | undefined, t: Translate): string[] {
  if (!links) return [];
  return [
    ...(links.apple_wallet_link ? ['', `${walletBadgeWords(t, 'Apple Wallet').label}: ${links.apple_wallet_link}`] : []),
    ...(links.google_wallet_link ? ['', `${walletBadgeWords(t, 'Google Wallet').label}: ${links.google_wallet_link}`] : []),
  ];
}
