import { z } from 'zod';
import { safeId } from '@usher/domain/validation/safe-text';

export { CatalogueEntrySchema, CatalogueItemSchema, CatalogueListSchema } from '@usher/domain/contract/catalogue';
export { ErrorBodySchema as NotFoundSchema } from '@usher/domain/contract/common';

export const EventTypeParams = z.object({ type: safeId() });
