import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { CATALOGUES } from '../../src/i18n/catalogues/index.ts';
import { en } from '../../src/i18n/catalogues/en.ts';
import { GUEST_LANGUAGES } from '../../src/i18n/languages.ts';
import { guestWords } from '../../src/i18n/guest-words.ts';
import { describeWhen } from '../../src/invitations/event-summary.ts';

type Element = ReturnType<IntlMessageFormat['getAst']>[number];
// The parser's element kinds that name an argument: argument, number, date, time, select, plural.
const NAMED_KINDS = new Set([1, 2, 3, 4, 5, 6]);

/** The argument names a message uses, plural and select branches included (parsing throws on invalid ICU). */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: Element[]) => {
    for (const element of elements) {
      if (NAMED_KINDS.has(element.type) && 'value' in element && typeof element.value === 'string') names.add(element.value);
      if ('options' in element) for (const option of Object.values(element.options) as { value: Element[] }[]) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(message, 'en').getAst());
  return [...names].sort();
}

const englishKeys = Object.keys(en).sort();

describe.each(GUEST_LANGUAGES)('the %s catalogue', (language) => {
  const catalogue = CATALOGUES[language] as Record<string, string>;

  it('translates every guest-facing message, and only those', () => {
    expect(Object.keys(catalogue).sort()).toEqual(englishKeys);
    for (const key of englishKeys) expect(catalogue[key]?.trim(), key).toBeTruthy();
  });

  it('uses the same arguments as the English message, in valid ICU with an "other" plural', () => {
    for (const key of englishKeys) {
      expect(argumentsOf(catalogue[key]!), key).toEqual(argumentsOf(en[key as keyof typeof en]));
    }
  });
});

describe('guestWords', () => {
  it('applies each language its plural rules and falls back to English for an unknown one', () => {
    expect(guestWords('de')('pass.tickets', { count: 1 })).toBe('1 Ticket');
    expect(guestWords('de')('pass.tickets', { count: 3 })).toBe('3 Tickets');
    expect(guestWords('fr')('rsvp.mayBring', { count: 2 })).toBe("Vous pouvez venir avec jusqu'à 2 invités.");
    expect(guestWords('es')('attending.bring', { count: 1 })).toBe('Viene con 1 acompañante');
    expect(guestWords('xx')('rsvp.yes')).toBe('Yes');
  });
});

describe('describeWhen in the guest language', () => {
  const event = {
    name: 'Gala',
    starts_date: '2026-12-05',
    starts_time: '19:00',
    end_date: '2026-12-05',
    end_time: '23:30',
    timezone: 'Europe/Paris',
    location: {} as never,
  };
  it('writes the date the way each language does, always naming the zone', () => {
    expect(describeWhen(event)).toBe('Saturday, December 5, 2026 at 7:00 PM – 11:30 PM (Europe/Paris)');
    expect(describeWhen(event, 'de')).toBe('Samstag, 5. Dezember 2026 um 19:00 – 23:30 (Europe/Paris)');
    expect(describeWhen(event, 'fr')).toBe('samedi 5 décembre 2026 à 19:00 – 23:30 (Europe/Paris)');
    expect(describeWhen(event, 'es')).toBe('sábado, 5 de diciembre de 2026 a las 19:00 – 23:30 (Europe/Paris)');
  });
});
