import { escapeHtml } from './escape-html.ts';

export interface WalletLinks {
  apple_wallet_link: string | null;
  google_wallet_link: string | null;
}

// The brands' badges are black with white words, rounded, never recoloured. Their official artwork
// cannot ship with an open-source product, so e-mails draw the badge's shape and words in HTML
// (an image would be blocked by most mail clients until the reader allows it anyway).
const badge = (href: string, small: string, large: string, radius: number) =>
  `<a href="${escapeHtml(href)}" style="display:inline-block;margin:0 8px 8px 0;background:#000000;color:#ffffff;border:1px solid #a6a6a6;border-radius:${radius}px;padding:7px 14px;width:118px;text-decoration:none;font-family:-apple-system,Helvetica,Arial,sans-serif;line-height:1.15;vertical-align:top"><span style="display:block;font-size:11px">${small}</span><span style="display:block;font-size:16px;font-weight:600;white-space:nowrap">${large}</span></a>`;

/** "Add to Apple Wallet" and "Add to Google Wallet" under the invitation's link, or nothing when neither is set up. */
export function walletButtonsHtml(links: WalletLinks | null | undefined): string {
  if (!links || (!links.apple_wallet_link && !links.google_wallet_link)) return '';
  return `<p style="margin:24px 0 0">${[
    links.apple_wallet_link ? badge(links.apple_wallet_link, 'Add to', 'Apple Wallet', 8) : '',
    links.google_wallet_link ? badge(links.google_wallet_link, 'Add to', 'Google Wallet', 22) : '',
  ].join('')}</p>`;
}

/** The same links in the plain-text part. */
export function walletButtonsText(links: WalletLinks | null | undefined): string[] {
  if (!links) return [];
  return [
    ...(links.apple_wallet_link ? ['', `Add to Apple Wallet: ${links.apple_wallet_link}`] : []),
    ...(links.google_wallet_link ? ['', `Add to Google Wallet: ${links.google_wallet_link}`] : []),
  ];
}
