import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '@usher/events';
import { alertDecider, type AlertCommand } from '../../src/communications/alert-decider.ts';
import type { AlertContent } from '../../src/communications/alert-rules.ts';
import {
  cleanTranslations,
  languagesWithVariant,
  translationErrors,
  withoutVariant,
  withVariantField,
  wordsInLanguage,
} from '../../src/communications/message-translations.ts';
import { ALERT_SUBJECT_MAX, MessageTranslationsBody } from '../../src/contract/communications.ts';
import { templateDecider } from '../../src/deciders/template-decider.ts';
import { fold } from '../../src/deciders/decider.ts';
import { givenFor } from '../deciders/given-when-then.ts';

const base = { subject: 'Doors open at 7', body: '<p>See you, <span data-type="mention" data-id="guest.first_name">first name</span>.</p>' };
const firstName = '<span data-type="mention" data-id="guest.first_name">Vorname</span>';

describe("a message's words in the guest's language", () => {
  it('takes the variant field by field and falls back to the base text for a missing or blank field', () => {
    const translations = { de: { subject: 'Einlass um 7' }, fr: { subject: '  ', body: '<p></p>' } };
    expect(wordsInLanguage(base, translations, 'de')).toEqual({ subject: 'Einlass um 7', body: base.body });
    expect(wordsInLanguage(base, translations, 'fr')).toEqual(base);
    expect(wordsInLanguage(base, translations, 'es')).toEqual(base);
    expect(wordsInLanguage(base, undefined, 'de')).toEqual(base);
  });

  it('keeps only what is written, and names the languages that have words of their own', () => {
    const written = { es: { subject: 'Hola' }, de: { subject: '', body: '<p><br></p>' }, fr: { body: `<p>Salut ${firstName}</p>` } };
    expect(cleanTranslations(written)).toEqual({ fr: { body: `<p>Salut ${firstName}</p>` }, es: { subject: 'Hola' } });
    expect(languagesWithVariant(written)).toEqual(['fr', 'es']);
    expect(languagesWithVariant(null)).toEqual([]);
  });

  it('edits one field of one language, and removes a language', () => {
    const one = withVariantField({}, 'de', 'subject', 'Hallo');
    expect(withVariantField(one, 'de', 'body', '<p>Text</p>')).toEqual({ de: { subject: 'Hallo', body: '<p>Text</p>' } });
    expect(withoutVariant({ de: { subject: 'Hallo' }, fr: { subject: 'Salut' } }, 'de')).toEqual({ fr: { subject: 'Salut' } });
  });

  it("holds each variant to the base text's rules, by field", () => {
    const errors = translationErrors({
      de: { subject: 'x'.repeat(ALERT_SUBJECT_MAX + 1), body: '<p>Hallo {{ first_name }}</p>' },
      fr: { subject: '{guest.first_name}' },
    });
    expect(Object.keys(errors).sort()).toEqual(['translations.de.body', 'translations.de.subject']);
    expect(errors['translations.de.subject']![0]).toMatch(/may not be greater than 200 characters/);
    expect(errors['translations.de.body']![0]).toMatch(/merge tag/);
  });

  it('takes only the four language codes at the boundary, each field a storable text', () => {
    expect(MessageTranslationsBody.safeParse({ de: { subject: 'Hallo' } }).success).toBe(true);
    expect(MessageTranslationsBody.safeParse({ it: { subject: 'Ciao' } }).success).toBe(false);
    expect(MessageTranslationsBody.safeParse({ de: { subject: 'a\u0000b' } }).success).toBe(false);
    expect(MessageTranslationsBody.safeParse({ de: { subject: 'x'.repeat(ALERT_SUBJECT_MAX + 1) } }).success).toBe(false);
  });
});

const event_uuid = '00000000-0000-4000-8000-0000000000e1';
const alert_id = '00000000-0000-4000-8000-0000000000a1';
const content: AlertContent = {
  name: 'Doors open',
  subject: 'Gala',
  body: '<p>Welcome</p>',
  template_id: null,
  audience: { filters: [], tab_id: null, tag_ids: [], except_tag_ids: [], host_group_id: null, attendee_ids: null },
  schedule: { kind: 'now', at: null, offset_minutes: null, anchor: null },
  attach_calendar: true,
};
const created: DomainEvent = { type: 'AlertCreated', data: { event_uuid, alert_id, content, is_continuous_delivery: false } };
const update = (changes: Partial<AlertContent>): AlertCommand => ({
  type: 'UpdateAlert',
  event_uuid,
  alert_id,
  changes,
  event_times: null,
  now: new Date('2030-06-01T12:00:00Z'),
});

describe("a communication's words in other languages", () => {
  const given = givenFor(alertDecider);

  it('records the variants as written, without blank fields', () => {
    given(created)
      .when(update({ translations: { de: { subject: 'Gala auf Deutsch', body: '<p></p>' }, fr: { subject: ' ' } } }))
      .then([{ type: 'AlertUpdated', data: { event_uuid, alert_id, changes: { translations: { de: { subject: 'Gala auf Deutsch' } } } } }]);
  });

  it('records nothing when the variants did not change, however blank fields were sent', () => {
    const written: DomainEvent = { type: 'AlertUpdated', data: { event_uuid, alert_id, changes: { translations: { de: { subject: 'Hallo' } } } } };
    given(created, written)
      .when(update({ translations: { de: { subject: 'Hallo', body: '' } } }))
      .then([]);
    given(created)
      .when(update({ translations: {} }))
      .then([]);
  });

  it('refuses a variant with a merge tag written the way it is not sent, by its field', () => {
    given(created)
      .when(update({ translations: { es: { subject: 'Hola {{ first_name }}' } } }))
      .thenRefuses({
        kind: 'validation',
        code: 'validation_failed',
        errors: {
          'translations.es.subject': [
            'The subject has a merge tag that is not written the way it is sent: {{ first_name }}. Type @ and pick the tag from the list.',
          ],
        },
      });
  });

  it('reads a communication recorded before variants existed unchanged', () => {
    expect(alertDecider.evolve(alertDecider.initialState(), created)).toMatchObject({ content: { subject: 'Gala' } });
  });
});

describe("a template's words in other languages", () => {
  const given = givenFor(templateDecider);
  const template_id = '00000000-0000-4000-8000-0000000000b1';
  const templateCreated: DomainEvent = {
    type: 'TemplateCreated',
    data: { event_uuid, template_id, notification_type: null, name: 'Welcome', subject: 'Hello', body: '<p>Hi</p>' },
  };

  it('keeps the variants it is created with', () => {
    given()
      .when({
        type: 'CreateTemplate',
        event_uuid,
        template_id,
        notification_type: null,
        name: 'Welcome',
        subject: 'Hello',
        body: '<p>Hi</p>',
        translations: { de: { subject: 'Hallo' }, fr: { subject: '' } },
      })
      .then([{ type: 'TemplateCreated', data: { ...templateCreated.data, translations: { de: { subject: 'Hallo' } } } as never }]);
  });

  it('changes, removes and refuses variants like its base words', () => {
    const withGerman: DomainEvent = { type: 'TemplateUpdated', data: { event_uuid, template_id, changes: { translations: { de: { subject: 'Hallo' } } } } };
    given(templateCreated)
      .when({ type: 'UpdateTemplate', changes: { translations: { de: { subject: 'Hallo' } } } })
      .then([withGerman]);
    given(templateCreated, withGerman)
      .when({ type: 'UpdateTemplate', changes: { translations: { de: { subject: 'Hallo' } } } })
      .then([]);
    given(templateCreated, withGerman)
      .when({ type: 'UpdateTemplate', changes: { translations: {} } })
      .then([{ type: 'TemplateUpdated', data: { event_uuid, template_id, changes: { translations: {} } } }]);
    given(templateCreated)
      .when({ type: 'UpdateTemplate', changes: { translations: { de: { body: '<p>@first_name</p>' } } } })
      .thenRefuses({ kind: 'validation', code: 'validation_failed' });
  });

  it('goes back to the default words in every language on a reset', () => {
    const history: DomainEvent[] = [
      templateCreated,
      { type: 'TemplateUpdated', data: { event_uuid, template_id, changes: { translations: { de: { subject: 'Hallo' } } } } },
      { type: 'TemplateResetToDefault', data: { event_uuid, template_id, subject: 'S', body: 'B' } },
    ];
    expect(fold(templateDecider, history).translations).toEqual({});
  });
});
