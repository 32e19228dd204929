import { TokenBucket } from './token-bucket.ts';

/**
 * One token bucket per SMTP route (an event's configuration, or the
 * instance's mail), shared by everything in this process that sends through
 * it: the communications engine's lanes and the mail dispatcher's guest mail
 * (invitations, passes, host mail). A configuration limited to 60 a minute
 * then gets 60 a minute in all, not 60 from each.
 */
export class RouteBuckets {
  private readonly buckets = new Map<string, TokenBucket>();

  /** The route's bucket, at the route's limit as last read (a changed limit applies from now). */
  of(routeKey: string, perMinute: number): TokenBucket {
    let bucket = this.buckets.get(routeKey);
    if (!bucket) {
      bucket = new TokenBucket(perMinute);
      this.buckets.set(routeKey, bucket);
    }
    bucket.setRate(perMinute);
    return bucket;
  }
}
