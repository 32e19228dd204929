import type { z } from 'zod';
import type { JourneyActionBody, JourneyBlockBody, JourneyStepBody } from '@usher/domain/contract/journeys';
import {
  cleanTextTranslations,
  withCleanLabelTranslations,
  withCleanTextTranslations,
  type JourneyAction,
  type JourneyBlock,
  type JourneyStep,
} from '@usher/domain/journeys/index';

// What the editor sends, made whole: the server names what has no id yet.

type NewId = () => string;

// A text's variants keep only the languages written (journey-languages.ts).
export const blocksOf = (blocks: z.infer<typeof JourneyBlockBody>[], newId: NewId): JourneyBlock[] =>
  blocks.map((block) =>
    withCleanTextTranslations({
      id: block.id ?? newId(),
      type: block.type,
      text: block.text,
      media_id: block.media_id,
      url: block.url,
      text_translations: block.text_translations,
    }),
  );

export const actionsOf = (actions: z.infer<typeof JourneyActionBody>[], newId: NewId): JourneyAction[] =>
  actions.map((action) =>
    withCleanLabelTranslations({
      id: action.id ?? newId(),
      type: action.type,
      label: action.label,
      label_translations: action.label_translations,
      to_step_id: action.to_step_id,
      conditions: action.conditions,
    }),
  );

export const stepOf = (step: z.infer<typeof JourneyStepBody>, newId: NewId): JourneyStep => ({
  id: step.id ?? newId(),
  type: step.type,
  name: step.name,
  ...(cleanTextTranslations(step.name_translations) ? { name_translations: cleanTextTranslations(step.name_translations) } : {}),
  position: step.position,
  blocks: blocksOf(step.blocks, newId),
  form_fields: step.form_fields,
  actions: actionsOf(step.actions, newId),
});
