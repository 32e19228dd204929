import { describe, expect, it } from 'vitest';
import { PROJECTION_MANIFEST } from '@usher/events/projection-manifest';
import { allProjections } from '../src/all-projections.ts';

describe('the projection manifest in shared/events', () => {
  it('names every projection and exactly the event types each one handles', () => {
    const applied = Object.fromEntries(allProjections.map((projection) => [projection.name, [...projection.handles].sort()]));
    const manifest = Object.fromEntries(Object.entries(PROJECTION_MANIFEST).map(([name, types]) => [name, [...types].sort()]));
    expect(applied).toEqual(manifest);
  });
});
