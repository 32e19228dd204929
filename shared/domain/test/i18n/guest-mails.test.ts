import { describe, expect, it } from 'vitest';
import { guestWords } from '../../src/i18n/guest-words.ts';
import { formatMomentFor } from '../../src/i18n/zoned-moment.ts';
import { waitlistJoinedEmail, waitlistOfferedEmail } from '../../src/waitlist/waitlist-emails.ts';
import { ticketTransferredNoticeEmail, transferOfferEmail } from '../../src/ticket-transfers/ticket-transfer-emails.ts';
import { supportAnswerEmail } from '../../src/support/support-email.ts';

// Issue 32 §5: the words added for journeys, transfers, preferences and the product's e-mails, as each language writes them.
const event = { name: 'Sommerfest', when: null, where: null, timezone: 'Europe/Brussels' };
const link = 'https://usher.example/rsvp/R1abc';

describe("the product's guest e-mails in the guest's language", () => {
  it('keeps the English words as they were', () => {
    const joined = waitlistJoinedEmail({ event, name: 'Ada', partySize: 1, position: 3, link });
    expect(joined.subject).toBe('You are on the waitlist for Sommerfest');
    expect(joined.text).toContain('You are on the waitlist for Sommerfest, number 3 in line, for 1 place.');
    expect(joined.html).toContain('Or open this link: https://usher.example/rsvp/R1abc');
  });

  it("counts places by each language's plural rules", () => {
    const de = (count: number) => waitlistOfferedEmail({ event, name: '', partySize: count, until: 'x', link, language: 'de' }).text;
    expect(de(1)).toContain('Gute Nachricht: 1 Platz bei Sommerfest ist für Sie frei.');
    expect(de(3)).toContain('Gute Nachricht: 3 Plätze bei Sommerfest sind für Sie frei.');
    const es = waitlistOfferedEmail({ event, name: 'Lucía', partySize: 2, until: 'x', link, language: 'es' });
    expect(es.text).toContain('Hola, Lucía:');
    expect(es.text).toContain('2 plazas en Sommerfest están libres para usted.');
    expect(es.html).toContain('<html lang="es">');
  });

  it('writes a transfer offer and its notice in French, and names no one when the names are missing', () => {
    const offer = transferOfferEmail({ event, toName: 'Grace', fromName: '', link, requiresApproval: true, language: 'fr' });
    expect(offer.subject).toBe('Un billet pour Sommerfest pour vous');
    expect(offer.text).toContain('Un invité souhaite vous donner son billet pour Sommerfest.');
    expect(offer.text).toContain('l’organisateur confirme le transfert');
    const notice = ticketTransferredNoticeEmail({ event, fromName: 'Ada', toName: 'Grace', language: 'fr' });
    expect(notice.text).toContain('Votre billet pour Sommerfest appartient désormais à Grace.');
  });

  it("answers a guest's question in German", () => {
    const mail = supportAnswerEmail({ eventName: 'Sommerfest', guestFirstName: 'Hanna', question: 'Parken?', answer: 'Ja.', passLink: link, language: 'de' });
    expect(mail.subject).toBe('Ihre Frage wurde beantwortet: Sommerfest');
    expect(mail.html).toContain('Meinen Pass öffnen');
  });
});

describe("the guest pages' new words", () => {
  it("say the journey's step, the preferences and a refusal in each language", () => {
    expect(guestWords('de')('journey.stepAbout', { current: 2, total: 4 })).toBe('Schritt 2 von etwa 4');
    expect(guestWords('fr')('preferences.unsubscribed', { about: guestWords('fr')('preferences.aboutEvent', { event: 'Gala' }) })).toBe(
      'Vous ne recevez plus les e-mails concernant Gala',
    );
    expect(guestWords('es')('giveTicket.completed', { name: 'Ana' })).toBe('Su entrada ahora pertenece a Ana. Este pase ya no funciona.');
    expect(guestWords('en')('error.tooManyRequests')).toBe('Too many attempts. Please wait a minute and try again.');
  });

  it("writes a moment in the event's zone, in the guest's language, the zone named", () => {
    const at = '2099-05-14T17:00:00Z';
    expect(formatMomentFor(at, 'Europe/Brussels', 'de')).toBe('14. Mai 2099, 19:00 (Europe/Brussels)');
    expect(formatMomentFor(at, 'Europe/Brussels', 'fr')).toBe('14 mai 2099, 19:00 (Europe/Brussels)');
    expect(formatMomentFor(at, 'Europe/Brussels', 'en')).toBe('May 14, 2099, 7:00 PM GMT+2');
    expect(formatMomentFor(null, 'Europe/Brussels', 'de')).toBe('');
  });
});
