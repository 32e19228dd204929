import type { Db } from '@usher/infra/db/database';
import type { FeatureKind } from '@usher/domain/features/feature-rules';
import type { GuestFeature } from '@usher/domain/features/guest-feature';

/**
 * The event's visible features in the organiser's order, as guests see them:
 * the pass's features section reads this (the public journey's 'features'
 * blocks, on the command side, fold the features' streams instead).
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
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as FeatureKind,
    title: row.title,
    body: row.body,
    items: row.items,
    image_url: row.media_id ? `/media/${row.media_id}` : null,
  }));
}
