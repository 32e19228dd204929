import { describe, expect, it } from 'vitest';
import { guestWords } from '../../src/i18n/guest-words.ts';
import { walletBadgeWords } from '../../src/i18n/wallet-badge-words.ts';

describe("a wallet badge's words", () => {
  it("splits the brand's phrase around its name, in the language's own order", () => {
    expect(walletBadgeWords(guestWords('en'), 'Apple Wallet')).toEqual({
      label: 'Add to Apple Wallet',
      before: 'Add to',
      brand: 'Apple Wallet',
      after: '',
    });
    expect(walletBadgeWords(guestWords('de'), 'Google Wallet')).toEqual({
      label: 'Zu Google Wallet hinzufügen',
      before: 'Zu',
      brand: 'Google Wallet',
      after: 'hinzufügen',
    });
    expect(walletBadgeWords(guestWords('fr'), 'Apple Wallet').label).toBe('Ajouter à Apple Wallet');
    expect(walletBadgeWords(guestWords('es'), 'Google Wallet').label).toBe('Añadir a Google Wallet');
  });
});
