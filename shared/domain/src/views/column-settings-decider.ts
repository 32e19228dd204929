import type { StreamEvent } from '@usher/events';
import type { Decider } from '../deciders/decider.ts';
import { DomainError } from '../deciders/domain-error.ts';
import { hasErrors } from '../validation/errors.ts';
import { validateColumns, type ViewColumn } from './view-rules.ts';

export interface ColumnSettingsState {
  columns: ViewColumn[] | null;
}

export type ColumnSettingsCommand = { type: 'SaveColumnSettings'; event_uuid: string; user_id: string; columns: ViewColumn[] };

/** One person's column choices for one event's guest table (spec: column_settings, per user per event). */
export const columnSettingsDecider: Decider<ColumnSettingsState, ColumnSettingsCommand, StreamEvent<'column_settings'>> = {
  initialState: () => ({ columns: null }),
  evolve: (state, event) => (event.type === 'ColumnSettingsSaved' ? { columns: event.data.columns } : state),
  decide(command, state): StreamEvent<'column_settings'>[] {
    const errors = validateColumns(command.columns);
    if (hasErrors(errors)) throw DomainError.validation(errors);
    if (state.columns && JSON.stringify(state.columns) === JSON.stringify(command.columns)) return [];
    return [{ type: 'ColumnSettingsSaved', data: { event_uuid: command.event_uuid, user_id: command.user_id, columns: command.columns } }];
  },
};
