import type { z } from 'zod';
import type { JourneyActionBody, JourneyBlockBody, JourneyStepBody } from '@usher/domain/contract/journeys';
import type { JourneyAction, JourneyBlock, JourneyStep } from '@usher/domain/journeys/index';

// What the editor sends, made whole: the server names what has no id yet.

type NewId = () => string;

export const blocksOf = (blocks: z.infer<typeof JourneyBlockBody>[], newId: NewId): JourneyBlock[] =>
  blocks.map((block) => ({ id: block.id ?? newId(), type: block.type, text: block.text, media_id: block.media_id, url: block.url }));

export const actionsOf = (actions: z.infer<typeof JourneyActionBody>[], newId: NewId): JourneyAction[] =>
  actions.map((action) => ({ id: action.id ?? newId(), type: action.type, label: action.label, to_step_id: action.to_step_id, conditions: action.conditions }));

export const stepOf = (step: z.infer<typeof JourneyStepBody>, newId: NewId): JourneyStep => ({
  id: step.id ?? newId(),
  type: step.type,
  name: step.name,
  position: step.position,
  blocks: blocksOf(step.blocks, newId),
  form_fields: step.form_fields,
  actions: actionsOf(step.actions, newId),
});
