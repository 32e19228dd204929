import { z } from 'zod';
import { EventParams, TokenParams } from '@usher/domain/contract/request-params';
import { safeId, safeText } from '@usher/domain/validation/safe-text';

export { TokenParams };

/** The person the holder hands their ticket to; the rules (and their messages) are the domain's. */
export const TransferRequestBody = z.object({
  first_name: safeText({ max: 1000 }).nullish(),
  last_name: safeText({ max: 1000 }).nullish(),
  email: safeText({ max: 1000 }).nullish(),
});

export const EventTransferParams = EventParams.extend({ transferId: safeId().describe("The transfer's id.") });
