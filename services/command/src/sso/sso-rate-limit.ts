import type { ServiceContext } from '@usher/infra/context';
import { HttpError } from '@usher/infra/http/errors';
import { isLimited, recordHit } from '../identity/rate-limit.ts';

/** 429 once a bucket is full for its window; otherwise counts this request in it. */
export async function refuseOverLimit(context: ServiceContext, bucket: string, limit: { max: number; windowSeconds: number }): Promise<void> {
  if (await isLimited(context.db, { bucket, ...limit })) throw new HttpError(429, 'Too many attempts. Please wait a minute and try again.');
  await recordHit(context.db, bucket);
}
