import { z } from 'zod';

export const uuid = z.string().uuid();
export const isoDateTime = z.string();
export const nullableText = z.string().nullable();
/** null is pending, true yes, false no (spec section 4). */
export const triState = z.boolean().nullable();
