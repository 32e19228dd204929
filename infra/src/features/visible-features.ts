import type { Db } from '../db/database.ts';
import type { FeatureItem, FeatureKind } from '@usher/domain/features/feature-rules';

/** What a guest sees of one feature: its words and its image, nothing of the builder's. */
export interface GuestFeature {
  id: string;
  kind: FeatureKind;
  title: string;
  body: string;
  items: FeatureItem[];
  image_url: string | null;
}

/**
 * The event's visible features in the organiser's order, as guests see them:
 * the pass's features section (query side) and the journeys' 'features'
 * blocks (the public journey, on the command side) read this, so it lives
 * where both services may import it.
 */
export async function visibleFeaturesOf(context: { db: Db }, eventUuid: string): Promise<GuestFeature[]> {
  const rows = await context.db
    .selectFrom('rm_event_features')
    .select(['id', 'kind', 'title', 'body', 'items', 'media_id'])
    .where('event_uuid', '=', eventUuid)
    .where('is_visible', '=', true)
    .orderBy('position')
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({ id: row.id, kind: row.kind as FeatureKind, title: row.title, body: row.body, items: row.items, image_url: row.media_id ? `/media/${row.media_id}` : null }));
}
