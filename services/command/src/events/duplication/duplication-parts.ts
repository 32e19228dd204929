import type { DuplicationPart } from './duplication-part.ts';
import { featuresDuplicationPart } from '../../features/features-duplication-part.ts';
import { passSettingsPart } from './parts/pass-settings-part.ts';
import { customFieldsPart } from './parts/custom-fields-part.ts';
import { eventDataPart } from './parts/event-data-part.ts';
import { tagsPart } from './parts/tags-part.ts';
import { groupTagsPart } from './parts/group-tags-part.ts';
import { templatesPart } from './parts/templates-part.ts';
import { floorPlanPart } from './parts/floor-plan-part.ts';
import { guestsPart } from './parts/guests-part.ts';
import { journeysDuplicationPart } from '../../journeys/journey-duplication-part.ts';
import { badgeLayoutDuplicationPart } from '../../badges/badge-layout-duplication-part.ts';
import { capacityDuplicationPart } from '../../waitlist/capacity-duplication-part.ts';

/**
 * Every part a duplication copies, in order (the event itself is created
 * first by the duplicate command). Each feature adds its own part here.
 */
export const DUPLICATION_PARTS: DuplicationPart[] = [
  passSettingsPart,
  customFieldsPart,
  // After the custom fields: the pass shows the copy's fields.
  eventDataPart,
  tagsPart,
  groupTagsPart,
  templatesPart,
  floorPlanPart,
  featuresDuplicationPart,
  // After the custom fields (the field under the name) and the ticket variations (each one's capacity).
  badgeLayoutDuplicationPart,
  capacityDuplicationPart,
  // After the custom fields and tags its guests carry (parts added below it do not touch guests).
  journeysDuplicationPart,
  guestsPart,
];
