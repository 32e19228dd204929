import { z } from 'zod';
import { safeText, safeId } from '@usher/domain/validation/safe-text';
import { apiTokenScope } from '@usher/events';

// Loose on purpose: the domain rule answers bad names and unknown scopes with the spec's messages.
export const CreateApiTokenBody = z.object({
  name: safeText({ max: 10_000 }).nullish(),
  scopes: z.array(safeId()).max(20).nullish(),
});
export type CreateApiTokenReq = z.infer<typeof CreateApiTokenBody>;

export const ApiTokenParams = z.object({ id: safeId() });

export const ApiTokenView = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(apiTokenScope),
  prefix: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type ApiTokenView = z.infer<typeof ApiTokenView>;

/** The only reply that carries the plain token. */
export const CreatedApiTokenView = ApiTokenView.extend({ token: z.string() });
