import { describe, expect, it } from 'vitest';
import { eventCatalogue, type EventType } from '@usher/events';
import { upcastToCurrent } from '@usher/events/upcasters/upcast';
import { retiredVersions, upcasters } from '@usher/events/upcasters/registry';

const v1DetailsChanged = { type: 'AttendeeDetailsChanged', schemaVersion: 1, data: { changes: { first_name: 'Ana', email: null } } };

describe('upcastToCurrent', () => {
  it('reads an AttendeeDetailsChanged v1 as v2, with previous made explicit as unknown', () => {
    const upcast = upcastToCurrent(v1DetailsChanged);
    expect(upcast).toEqual({ type: 'AttendeeDetailsChanged', schemaVersion: 2, data: { changes: { first_name: 'Ana', email: null }, previous: null } });
    expect(eventCatalogue.AttendeeDetailsChanged.schema.parse(upcast.data)).toEqual(upcast.data);
  });

  it('keeps everything else of the event (ids, metadata) and leaves the stored row untouched', () => {
    const stored = { ...v1DetailsChanged, eventId: 'e-1', metadata: { source: 'test' }, data: { changes: { last_name: 'Ruiz' } } };
    const upcast = upcastToCurrent(stored);
    expect(upcast).toMatchObject({ eventId: 'e-1', metadata: { source: 'test' } });
    expect(stored).toEqual({ ...v1DetailsChanged, eventId: 'e-1', metadata: { source: 'test' }, data: { changes: { last_name: 'Ruiz' } } });
  });

  it('returns current events and types it does not know as the very same object (no work on the hot path)', () => {
    const current = { type: 'AttendeeDetailsChanged', schemaVersion: 2, data: { changes: { first_name: 'Ana' }, previous: { first_name: 'Anna' } } };
    const checkedIn = { type: 'AttendeeCheckedIn', schemaVersion: 1, data: { event_uuid: 'x', checked_in_at: 'now' } };
    const unknown = { type: 'SomethingElse', schemaVersion: 1, data: {} };
    expect(upcastToCurrent(current)).toBe(current);
    expect(upcastToCurrent(checkedIn)).toBe(checkedIn);
    expect(upcastToCurrent(unknown)).toBe(unknown);
  });

  it('has a step from every older version of every type up to the catalogue version', () => {
    for (const [type, entry] of Object.entries(eventCatalogue)) {
      for (let version = 1; version < entry.version; version++) {
        expect(upcasters[type]?.[version], `${type} v${version} → v${version + 1}`).toBeTypeOf('function');
      }
    }
    // And no step for a type or a version the catalogue does not have.
    for (const [type, steps] of Object.entries(upcasters)) {
      expect(Object.hasOwn(eventCatalogue, type), type).toBe(true);
      for (const from of Object.keys(steps)) expect(Number(from)).toBeLessThan(eventCatalogue[type as EventType].version);
    }
  });

  it('turns every retired schema version into a valid current payload', () => {
    const samples: Record<string, Record<string, unknown>[]> = {
      AttendeeDetailsChanged: [{ changes: { first_name: 'Ana' } }, { changes: { email: null, phone_number: '+12025550143' } }, { changes: {} }],
    };
    for (const [type, versions] of Object.entries(retiredVersions)) {
      for (const retired of versions) {
        for (const data of samples[type] ?? []) {
          expect(retired.schema.safeParse(data).success, `${type} v${retired.version} sample`).toBe(true);
          const upcast = upcastToCurrent({ type, schemaVersion: retired.version, data });
          expect(upcast.schemaVersion).toBe(eventCatalogue[type as EventType].version);
          expect(eventCatalogue[type as EventType].schema.safeParse(upcast.data).success, `${type} from v${retired.version}`).toBe(true);
        }
      }
    }
  });

  it('refuses, loudly, an old version no step can bring up', () => {
    expect(() => upcastToCurrent({ type: 'AttendeeDetailsChanged', schemaVersion: 0, data: {} })).toThrow(
      /No upcaster for AttendeeDetailsChanged from version 0/,
    );
  });
});
