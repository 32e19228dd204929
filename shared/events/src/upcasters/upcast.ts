import { eventCatalogue } from '../catalogue.ts';
import { upcasters } from './registry.ts';

type Upcastable = { type: string; schemaVersion: number; data: Record<string, unknown> };

const currentVersions = new Map<string, number>(Object.entries(eventCatalogue).map(([type, entry]) => [type, entry.version]));

/**
 * Brings an event as stored up to its type's current schema version, one
 * step at a time. Events already current (nearly every row) come back as the
 * same object: the read path pays one map lookup for them. Types the catalogue
 * does not know pass through untouched.
 */
export function upcastToCurrent<Event extends Upcastable>(event: Event): Event {
  const current = currentVersions.get(event.type);
  if (current === undefined || event.schemaVersion >= current) return event;
  const steps = upcasters[event.type];
  let data = event.data;
  for (let version = event.schemaVersion; version < current; version++) {
    const step = steps?.[version];
    if (!step) throw new Error(`No upcaster for ${event.type} from version ${version} to ${version + 1}`);
    data = step(data);
  }
  return { ...event, schemaVersion: current, data };
}
