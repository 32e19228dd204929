import { describe, it } from 'vitest';
import type { DomainEvent } from '@usher/events';
import { givenFor } from '../deciders/given-when-then.ts';
import { columnSettingsDecider } from '../../src/views/column-settings-decider.ts';

const EVENT = '11111111-1111-4111-8111-111111111111';
const USER = '22222222-2222-4222-8222-222222222222';
const given = givenFor(columnSettingsDecider);

const columns = [
  { key: 'email', visible: true },
  { key: 'custom.meal', visible: false },
];
const save = (chosen = columns) => ({ type: 'SaveColumnSettings' as const, event_uuid: EVENT, user_id: USER, columns: chosen });
const saved = (chosen = columns): DomainEvent => ({ type: 'ColumnSettingsSaved', data: { event_uuid: EVENT, user_id: USER, columns: chosen } });

describe('columnSettingsDecider', () => {
  it("saves one person's columns for an event, in the order given", () => {
    given().when(save()).then([saved()]);
  });

  it('saves a new order or visibility, and nothing when the columns are as saved', () => {
    const reordered = [columns[1]!, columns[0]!];
    given(saved())
      .when(save(reordered))
      .then([saved(reordered)]);
    given(saved())
      .when(save([{ key: 'email', visible: false }, columns[1]!]))
      .then([saved([{ key: 'email', visible: false }, columns[1]!])]);
    given(saved()).when(save()).then([]);
  });

  it('refuses a key that is not a column key, or one listed twice', () => {
    given()
      .when(save([{ key: 'no spaces', visible: true }]))
      .thenRefuses({ kind: 'validation', code: 'validation_failed', errors: { 'columns.0.key': ['Key is invalid.'] } });
    given()
      .when(save([columns[0]!, { key: 'email', visible: false }]))
      .thenRefuses({ kind: 'validation', code: 'validation_failed', errors: { 'columns.1.key': ['Key is listed twice.'] } });
  });
});
