import { z } from 'zod';
import { EventParams } from '@usher/domain/contract/request-params';
import { safeId } from '@usher/domain/validation/safe-text';

// Numbers arrive as JSON numbers; their ranges and messages are the domain's (capacity-rules.ts), so a bad
// value answers 422 with the settings form's own words rather than the schema's.
const places = z.number().describe('A number of places: a whole number from 0.');

export const CapacityBody = z.object({
  capacity: places.nullable().describe('Places for the whole event; null: no limit.'),
  variation_capacities: z.record(safeId(), places).describe('Places per ticket variation id; a variation not named has no limit of its own.').default({}),
  offer_hours: z.number().describe('How long a guest has to claim an offered place, in hours (1 to 720; 24 by default).').default(24),
  offer_mode: z
    .enum(['automatic', 'manual'])
    .describe('automatic: freed places are offered to the next party at once; manual: an organiser offers them.')
    .default('automatic'),
});

export const WaitlistEntryParams = EventParams.extend({ attendeeId: safeId().describe("The waiting guest's id.") });

export const JoinWaitlistBody = z.object({ party_size: z.number().describe('Places the party needs: the guest and those they bring (1 to 10).') });
export const ClaimOfferBody = z.object({ offer_id: safeId().describe('The offer, as the RSVP page or the offer email names it.') });
