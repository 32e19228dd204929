import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage, normalizeLanguage, resolveGuestLanguage } from '../../src/i18n/languages.ts';

describe('normalizeLanguage', () => {
  it.each([
    ['de', 'de'],
    ['de-DE', 'de'],
    ['de_AT', 'de'],
    ['Deutsch', 'de'],
    ['GERMAN', 'de'],
    ['Français', 'fr'],
    ['francais', 'fr'],
    ['fr-CA', 'fr'],
    ['Español', 'es'],
    ['Castellano', 'es'],
    ['es-419', 'es'],
    ['English', 'en'],
    ['en-GB', 'en'],
    [' EN ', 'en'],
  ])('reads %s as %s', (input, expected) => expect(normalizeLanguage(input)).toBe(expected));

  it.each(['', '   ', 'it', 'Italiano', 'klingon', 'd', null, undefined])('reads %s as none', (input) => expect(normalizeLanguage(input)).toBeNull());
});

describe('languageFromAcceptLanguage', () => {
  it('takes the best-weighted language a guest page is written in', () => {
    expect(languageFromAcceptLanguage('it-IT,it;q=0.9,fr;q=0.8,en;q=0.5')).toBe('fr');
    expect(languageFromAcceptLanguage('en;q=0.4, de-CH;q=0.9')).toBe('de');
    expect(languageFromAcceptLanguage('es-MX')).toBe('es');
  });
  it('finds none in an empty, unknown or refused list', () => {
    expect(languageFromAcceptLanguage('')).toBeNull();
    expect(languageFromAcceptLanguage('ja, zh;q=0.5')).toBeNull();
    expect(languageFromAcceptLanguage('de;q=0')).toBeNull();
  });
});

describe('resolveGuestLanguage', () => {
  it('follows the choice on the page, then the guest, then the event, then the browser, then English', () => {
    expect(resolveGuestLanguage({ chosen: 'es', guest: 'de', event: 'fr', browser: 'en' })).toBe('es');
    expect(resolveGuestLanguage({ guest: 'de', event: 'fr', browser: 'es' })).toBe('de');
    expect(resolveGuestLanguage({ guest: null, event: 'fr', browser: 'es' })).toBe('fr');
    expect(resolveGuestLanguage({ guest: null, event: null, browser: 'es-ES,es;q=0.9' })).toBe('es');
    expect(resolveGuestLanguage({ browser: ['ja-JP', 'de-DE'] })).toBe('de');
    expect(resolveGuestLanguage({ browser: 'ja' })).toBe('en');
    expect(resolveGuestLanguage({})).toBe('en');
  });
  it('passes over a value that names no language of the four', () => {
    expect(resolveGuestLanguage({ chosen: 'xx', guest: 'Italiano', event: 'de' })).toBe('de');
  });
});
