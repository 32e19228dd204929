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

/**
 * Both answers of a scan are 200: a pass shown twice is an everyday moment at
 * the door, not a failed request (a 409 is logged by every browser as an
 * error). `outcome` tells them apart; an already-admitted guest's `data` says
 * when and by whom, and `message` says it in words.
 */
export const ScanResponses = {
  200: z.object({
    data: ScannedGuestView,
    position: z.string().nullable(),
    outcome: z.enum(['checked_in', 'already_checked_in']),
    message: z.string().optional(),
  }),
};
