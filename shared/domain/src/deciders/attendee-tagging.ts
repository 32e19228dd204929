import type { DomainEvent, StreamEvent } from '@usher/events';

/** The part of a guest's state that tags touch. */
export interface TaggingState {
  /** Ids of the catalogue tags the guest carries. A deleted tag's id may linger: the catalogue says what is live. */
  tag_ids: string[];
}

export type TaggingCommand =
  /** Adds tags; those the guest has already are left alone. */
  | { type: 'AddAttendeeTags'; tag_ids: string[] }
  /** Makes the guest's live tags exactly these; `live_tag_ids` is the event's catalogue. */
  | { type: 'SetAttendeeTags'; tag_ids: string[]; live_tag_ids: ReadonlySet<string> };

export const initialTaggingState = (): TaggingState => ({ tag_ids: [] });

export function evolveTagging<State extends TaggingState>(state: State, event: DomainEvent): State {
  switch (event.type) {
    case 'AttendeeTagsAdded':
      return { ...state, tag_ids: [...state.tag_ids, ...event.data.tag_ids.filter((id) => !state.tag_ids.includes(id))] };
    case 'AttendeeTagsRemoved':
      return { ...state, tag_ids: state.tag_ids.filter((id) => !event.data.tag_ids.includes(id)) };
    default:
      return state;
  }
}

export function decideTagging(command: TaggingCommand, state: TaggingState, event_uuid: string): StreamEvent<'attendee'>[] {
  const carried = new Set(state.tag_ids);
  switch (command.type) {
    case 'AddAttendeeTags': {
      const added = [...new Set(command.tag_ids)].filter((id) => !carried.has(id));
      return added.length === 0 ? [] : [{ type: 'AttendeeTagsAdded', data: { event_uuid, tag_ids: added } }];
    }
    case 'SetAttendeeTags': {
      const wanted = new Set(command.tag_ids);
      const added = [...wanted].filter((id) => !carried.has(id));
      const removed = state.tag_ids.filter((id) => !wanted.has(id) && command.live_tag_ids.has(id));
      const events: StreamEvent<'attendee'>[] = [];
      if (removed.length > 0) events.push({ type: 'AttendeeTagsRemoved', data: { event_uuid, tag_ids: removed } });
      if (added.length > 0) events.push({ type: 'AttendeeTagsAdded', data: { event_uuid, tag_ids: added } });
      return events;
    }
  }
}
