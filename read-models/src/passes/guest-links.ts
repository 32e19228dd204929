import type { Db } from '@usher/infra/db/database';
import { readConfig } from '@usher/infra/config';
import { passLinksAt, passTokenAt } from '@usher/infra/http/pass-links';
import { rsvpLinkAt, rsvpTokenAt } from '@usher/infra/http/rsvp-links';

// A guest's personal links as the read side makes them: the pass generation (a ticket
// transferred makes a new one) read from the transfers' read model. The command side folds
// it from the guest's stream and calls infra's *At functions itself; the door scanner checks
// the log's own word.

/** The pass generation a guest's pass is now on: 0 until their ticket is first transferred. */
export async function currentPassGeneration(db: Db, attendeeId: string): Promise<number> {
  const row = await db.selectFrom('rm_pass_generations').select('pass_generation').where('attendee_id', '=', attendeeId).executeTakeFirst();
  return row?.pass_generation ?? 0;
}

/** A guest's pass token, of the generation given or else their current one. */
export async function passTokenFor(db: Db, attendeeId: string, generation?: number): Promise<string> {
  return passTokenAt(db, attendeeId, generation ?? (await currentPassGeneration(db, attendeeId)));
}

/** The public pass page (Usher-branded) and its white-label twin (the organiser's look only). */
export async function passLinksFor(db: Db, attendeeId: string, appUrl: string = readConfig().appUrl, generation?: number) {
  return passLinksAt(db, attendeeId, generation ?? (await currentPassGeneration(db, attendeeId)), appUrl);
}

/** A guest's personal RSVP token, of their current pass generation. */
export async function rsvpTokenFor(db: Db, attendeeId: string): Promise<string> {
  return rsvpTokenAt(db, attendeeId, await currentPassGeneration(db, attendeeId));
}

export async function rsvpLinkFor(db: Db, attendeeId: string, appUrl: string = readConfig().appUrl): Promise<string> {
  return rsvpLinkAt(db, attendeeId, await currentPassGeneration(db, attendeeId), appUrl);
}
