import type { Catalogue } from '@usher/domain/i18n/catalogues/en'
import type { GuestLanguage } from '@usher/domain/i18n/languages'

/**
 * One language's words, fetched when a guest page first needs them: each catalogue is its own
 * chunk, so neither the dashboard nor a guest page carries the languages it does not show.
 */
export function loadCatalogue(language: GuestLanguage): Promise<Catalogue> {
  switch (language) {
    case 'de':
      return import('@usher/domain/i18n/catalogues/de').then((module) => module.de)
    case 'fr':
      return import('@usher/domain/i18n/catalogues/fr').then((module) => module.fr)
    case 'es':
      return import('@usher/domain/i18n/catalogues/es').then((module) => module.es)
    default:
      return import('@usher/domain/i18n/catalogues/en').then((module) => module.en)
  }
}
