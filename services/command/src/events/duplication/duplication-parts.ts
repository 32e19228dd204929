import type { DuplicationPart } from './duplication-part.ts';
import { journeysDuplicationPart } from '../../journeys/journey-duplication-part.ts';

/**
 * Every part a duplication copies, in order (the event itself is created
 * first by the duplicate command). Each feature adds its own part here.
 */
export const DUPLICATION_PARTS: DuplicationPart[] = [
  journeysDuplicationPart,
];
