import { z } from 'zod';
import { IdParams } from '@usher/domain/contract/request-params';
import { safeText, safeId } from '@usher/domain/validation/safe-text';
import { ApiTokenSchema, CreatedApiTokenSchema } from '@usher/domain/contract/api-tokens';

// Loose on purpose: the domain rule answers bad names and unknown scopes with the spec's messages.
export const CreateApiTokenBody = z.object({
  name: safeText({ max: 10_000 }).nullish(),
  scopes: z.array(safeId()).max(20).nullish(),
});
export type CreateApiTokenReq = z.infer<typeof CreateApiTokenBody>;

export const ApiTokenParams = IdParams;

export const ApiTokenView = ApiTokenSchema;
export type ApiTokenView = z.infer<typeof ApiTokenView>;

/** The only reply that carries the plain token. */
export const CreatedApiTokenView = CreatedApiTokenSchema;
