import { describe, expect, it } from 'vitest';
import { invitationEmail } from '../../src/invitations/invitation-email.ts';

const base = {
  event: { name: 'Harbour Gala', when: null, where: null, timezone: 'US/Eastern' },
  guestName: 'Ana Lima',
  link: 'https://usher.example/rsvp/R1',
  message: null,
  resend: false,
};
const links = {
  apple_wallet_link: 'https://usher.example/api/v2/public/pass/P1a/apple-wallet',
  google_wallet_link: 'https://usher.example/api/v2/public/pass/P1a/google-wallet',
};

describe("the invitation's wallet buttons", () => {
  it('offers each wallet the instance can sign for, in the HTML and the plain text', () => {
    const mail = invitationEmail({ ...base, wallet: links });
    expect(mail.html).toContain(`href="${links.apple_wallet_link}"`);
    expect(mail.html).toContain(`href="${links.google_wallet_link}"`);
    expect(mail.text).toContain(`Add to Apple Wallet: ${links.apple_wallet_link}`);
    expect(mail.text).toContain(`Add to Google Wallet: ${links.google_wallet_link}`);
  });

  it('shows only the wallet that is set up, and nothing without either', () => {
    const appleOnly = invitationEmail({ ...base, wallet: { ...links, google_wallet_link: null } });
    expect(appleOnly.html).toContain('Apple Wallet');
    expect(appleOnly.html).not.toContain('Google Wallet');
    const neither = invitationEmail({ ...base, wallet: { apple_wallet_link: null, google_wallet_link: null } });
    expect(neither.html).not.toContain('Wallet');
    expect(neither.text).not.toContain('Wallet');
  });
});

describe("the wallet buttons in the guest's language", () => {
  it("uses each brand's own wording, the brand's name kept, in the HTML and the plain text", () => {
    const german = invitationEmail({ ...base, wallet: links, language: 'de' });
    expect(german.text).toContain(`Zu Apple Wallet hinzufügen: ${links.apple_wallet_link}`);
    expect(german.text).toContain(`Zu Google Wallet hinzufügen: ${links.google_wallet_link}`);
    // German puts the verb after the brand: "Zu" above the name, "hinzufügen" below it.
    expect(german.html).toMatch(/>Zu<\/span><span[^>]*>Apple Wallet<\/span><span[^>]*>hinzufügen<\/span>/);
    expect(german.html).toContain('title="Zu Google Wallet hinzufügen"');
    expect(invitationEmail({ ...base, wallet: links, language: 'fr' }).text).toContain(`Ajouter à Apple Wallet: ${links.apple_wallet_link}`);
    const spanish = invitationEmail({ ...base, wallet: links, language: 'es' });
    expect(spanish.text).toContain(`Añadir a Google Wallet: ${links.google_wallet_link}`);
    expect(spanish.html).toMatch(/>Añadir a<\/span><span[^>]*>Google Wallet<\/span><\/a>/);
  });
});
