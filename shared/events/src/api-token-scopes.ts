/** What an API token may do; the policy in `infra/src/http/api-token-scopes.ts` maps routes to these. Free of zod so the dashboard can import it cheaply. */
export const API_TOKEN_SCOPES = ['stream:read', 'guests:read', 'guests:write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];
