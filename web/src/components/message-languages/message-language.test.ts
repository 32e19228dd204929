import { describe, expect, it } from 'vitest'
import { bodyHint, errorFieldOf, languageLabel, languageWithProblem, variantLanguagesOf, wordsShown } from './message-language'

describe('the languages of a message editor', () => {
  it('offers every language but the base text’s, and names the default after the event’s language', () => {
    expect(variantLanguagesOf(null)).toEqual(['de', 'fr', 'es'])
    expect(variantLanguagesOf('de')).toEqual(['en', 'fr', 'es'])
    expect(languageLabel('default', null)).toBe('Default (English)')
    expect(languageLabel('default', 'fr')).toBe('Default (French)')
    expect(languageLabel('es', 'en')).toBe('Spanish')
  })

  it('shows a variant’s own words, empty where none is written, and names its fields as the server does', () => {
    const base = { subject: 'Hello', body: '<p>Hi</p>' }
    expect(wordsShown(base, { de: { subject: 'Hallo' } }, 'de')).toEqual({ subject: 'Hallo', body: '' })
    expect(wordsShown(base, {}, 'default')).toEqual(base)
    expect(errorFieldOf('de', 'body')).toBe('translations.de.body')
    expect(errorFieldOf('default', 'subject')).toBe('subject')
  })

  it('turns the default body into a one-line hint', () => {
    expect(bodyHint('<p>Doors&nbsp;open</p><p>at   seven.</p>')).toBe('Doors open at seven.')
    expect(bodyHint(`<p>${'word '.repeat(40)}</p>`, 20)).toBe('word word word word…')
  })

  it('finds the language a refusal is about: the one shown when named, else the default, else the first variant', () => {
    expect(languageWithProblem({ 'translations.fr.subject': ['x'] }, 'default')).toBe('fr')
    expect(languageWithProblem({ subject: ['x'], 'translations.fr.subject': ['x'] }, 'es')).toBe('default')
    expect(languageWithProblem({ 'translations.es.body': ['x'], 'translations.de.body': ['x'] }, 'es')).toBe('es')
    expect(languageWithProblem({ name: ['x'] }, 'de')).toBeNull()
  })
})
