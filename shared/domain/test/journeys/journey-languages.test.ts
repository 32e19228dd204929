import { describe, expect, it } from 'vitest';
import type { JourneyGraph, JourneyStep } from '../../src/journeys/journey-graph.ts';
import { cleanTextTranslations, languagesOfStep, stepInLanguage, textInLanguage, withCleanTextTranslations } from '../../src/journeys/journey-languages.ts';
import { draftProblems } from '../../src/journeys/journey-validation.ts';
import { withFreshIds } from '../../src/journeys/journey-copy.ts';
import { JourneyBlockBody } from '../../src/contract/journeys.ts';

const step: JourneyStep = {
  id: 's1',
  type: 'page',
  name: 'Welcome',
  position: { x: 0, y: 0 },
  blocks: [
    { id: 'b1', type: 'heading', text: 'Welcome', media_id: null, url: null, text_translations: { de: 'Willkommen', fr: ' ' } },
    { id: 'b2', type: 'text', text: 'See you there.', media_id: null, url: null },
  ],
  form_fields: [],
  actions: [{ id: 'a1', type: 'to', label: 'Go on', label_translations: { es: 'Seguir' }, to_step_id: null, conditions: [] }],
};

describe("a journey's texts per language", () => {
  it("shows a step's blocks and buttons in the guest's language, the base text where none or a blank one is written", () => {
    const german = stepInLanguage(step, 'de');
    expect(german.blocks.map((block) => block.text)).toEqual(['Willkommen', 'See you there.']);
    expect(german.actions[0]!.label).toBe('Go on');
    expect(stepInLanguage(step, 'fr').blocks[0]!.text).toBe('Welcome');
    expect(stepInLanguage(step, 'es').actions[0]!.label).toBe('Seguir');
    expect(textInLanguage('Base', undefined, 'de')).toBe('Base');
  });

  it("names the step in the guest's language where a name is written, and counts it as written in that language", () => {
    const named: JourneyStep = { ...step, name_translations: { fr: 'Bienvenue', de: '  ' } };
    expect(stepInLanguage(named, 'fr').name).toBe('Bienvenue');
    expect(stepInLanguage(named, 'de').name).toBe('Welcome');
    expect(languagesOfStep(named)).toEqual(['de', 'fr', 'es']);
    const tooLong = draftProblems({ start_step_id: 's1', steps: [{ ...named, name_translations: { es: 'x'.repeat(121) } }] });
    expect(tooLong.some((problem) => problem.message.includes("step's name"))).toBe(true);
  });

  it('keeps only the languages written, and leaves the key out when none is', () => {
    expect(cleanTextTranslations({ de: 'Hallo', fr: '', es: '  ' })).toEqual({ de: 'Hallo' });
    expect(cleanTextTranslations({ fr: '' })).toBeUndefined();
    expect(withCleanTextTranslations({ id: 'x', text_translations: { fr: '' } })).toEqual({ id: 'x' });
    expect(languagesOfStep(step)).toEqual(['de', 'es']);
  });

  it("holds a variant to its base text's bound, on the draft and at the boundary", () => {
    const long: JourneyStep = { ...step, blocks: [{ ...step.blocks[0]!, text_translations: { de: 'x'.repeat(20_000) } }] };
    const graph: JourneyGraph = { start_step_id: 's1', steps: [long] };
    expect(draftProblems(graph).map((problem) => problem.field)).toEqual(['steps.s1.blocks']);
    const labelled: JourneyStep = { ...step, actions: [{ ...step.actions[0]!, label_translations: { de: 'x'.repeat(500) } }] };
    expect(draftProblems({ start_step_id: 's1', steps: [labelled] }).map((problem) => problem.field)).toEqual(['steps.s1.actions']);
    expect(JourneyBlockBody.safeParse({ type: 'text', text_translations: { it: 'Ciao' } }).success).toBe(false);
    expect(JourneyBlockBody.safeParse({ type: 'text', text_translations: { de: 'Hallo\u0000' } }).success).toBe(false);
  });

  it('copies the variants with the journey', () => {
    const copy = withFreshIds({ start_step_id: 's1', steps: [step] }, (id) => `new-${id}`);
    expect(copy.steps[0]!.blocks[0]!.text_translations).toEqual({ de: 'Willkommen', fr: ' ' });
    expect(copy.steps[0]!.actions[0]!.label_translations).toEqual({ es: 'Seguir' });
  });
});
