import { z } from 'zod';
import { safeText, safeId } from '@usher/domain/validation/safe-text';
import { ScannedGuestView } from '@usher/domain/presenters/scanner-guest';

export const ScanParams = z.object({ e: safeId() });

/** A pass's QR code (`token`), or a guest picked by the scanner's search fallback (`attendee_id`). */
export const ScanBody = z.object({
  token: safeText({ max: 200 }).optional(),
  attendee_id: safeId().optional(),
});

export type ScanInput = z.infer<typeof ScanBody>;

const ScanReply = z.object({ data: ScannedGuestView, position: z.string().nullable() });

/** 200 checked in; 409 already checked in, with when and by whom in `data`. */
export const ScanResponses = {
  200: ScanReply,
  409: ScanReply.extend({ code: z.literal('already_checked_in'), message: z.string() }),
};
