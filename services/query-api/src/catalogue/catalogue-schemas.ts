import { z } from 'zod';

export { CatalogueEntrySchema, CatalogueItemSchema, CatalogueListSchema } from '@usher/domain/contract/catalogue';
export { ErrorBodySchema as NotFoundSchema } from '@usher/domain/contract/common';

export const EventTypeParams = z.object({ type: z.string().max(100) });
