import { z } from 'zod';
import { uuid } from './common.ts';

import { API_TOKEN_SCOPES } from './api-token-scopes.ts';

export { API_TOKEN_SCOPES, type ApiTokenScope } from './api-token-scopes.ts';
export const apiTokenScope = z.enum(API_TOKEN_SCOPES);

/**
 * The organisation's API tokens, for the audit trail (`api-tokens-{organisation}`
 * stream). The token and its hash live only in the `api_tokens` table.
 */
export const ApiTokenCreated = z.object({
  token_id: uuid,
  organisation_id: uuid,
  user_id: uuid,
  name: z.string(),
  scopes: z.array(apiTokenScope),
  /** The first characters shown in the list, too few to use. */
  prefix: z.string(),
});

export const ApiTokenRevoked = z.object({ token_id: uuid, organisation_id: uuid, user_id: uuid, name: z.string() });

export const apiTokensStream = (organisationId: string) => `api-tokens-${organisationId}`;
