import type { ServiceContext } from '@usher/infra/context';
import { isUuid } from '@usher/domain/ids/uuid';
import type { FeatureItem, FeatureKind } from '@usher/domain/features/feature-rules';

const iso = (value: Date) => new Date(value).toISOString();

/** Where a media-library image is served (public, like the passes that show it). */
const mediaUrl = (mediaId: string | null) => (mediaId ? `/media/${mediaId}` : null);

type FeatureRow = {
  id: string;
  event_uuid: string;
  kind: string;
  title: string;
  body: string;
  items: FeatureItem[];
  media_id: string | null;
  is_visible: boolean;
  position: number;
  created_at: Date;
  updated_at: Date;
};

/** A feature as the builder edits it. */
export function presentFeatureRow(row: FeatureRow) {
  return {
    id: row.id,
    event_uuid: row.event_uuid,
    kind: row.kind as FeatureKind,
    title: row.title,
    body: row.body,
    items: row.items,
    media_id: row.media_id,
    image_url: mediaUrl(row.media_id),
    is_visible: row.is_visible,
    position: row.position,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/** Every feature of the event in the organiser's order (the builder's list). */
export async function listFeatures(context: ServiceContext, eventUuid: string) {
  const rows = await context.db
    .selectFrom('rm_event_features')
    .selectAll()
    .where('event_uuid', '=', eventUuid)
    .orderBy('position')
    .orderBy('created_at')
    .execute();
  return rows.map(presentFeatureRow);
}

/** One feature of the event, or undefined (another event's feature is not this event's). */
export async function featureOf(context: ServiceContext, eventUuid: string, featureId: string) {
  if (!isUuid(featureId)) return undefined;
  const row = await context.db.selectFrom('rm_event_features').selectAll().where('event_uuid', '=', eventUuid).where('id', '=', featureId).executeTakeFirst();
  return row ? presentFeatureRow(row) : undefined;
}

// The guest's view of the features is shared with the public journey (command side), so it lives in infra.
export { visibleFeaturesOf } from '@usher/read-models/features/visible-features';
export type { GuestFeature } from '@usher/domain/features/guest-feature';
