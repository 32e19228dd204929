import { describe, expect, it } from 'vitest';
import { liveProjectionMessage, parseLiveProjectionMessage, parseProjectionChange } from '@usher/domain/contract/live';
import { messagesFor } from '../src/runner/publish.ts';

const EVENT = '6f1c1f0e-2d4b-4c55-9a7e-0d6a8b1c2e31';
const OTHER_EVENT = '0b7e3c52-8a7f-4f0e-bb51-2f9c6d3e4a10';

/** The message travels runner → NOTIFY → hub → socket → dashboard; each hop reads it with the one schema in contract/live. */
describe('the projection-change message', () => {
  const changes = [
    { event_uuid: EVENT, id: 'guest-1', socket_id: 'socket-a' },
    { event_uuid: EVENT, id: 'guest-2', socket_id: null },
    { event_uuid: OTHER_EVENT, id: null, socket_id: 'socket-b' },
  ];

  it('as the runner publishes it, parses as the hub reads a notification', () => {
    const published = messagesFor('guest_list', changes, '42');
    const heard = published.map((message) => parseProjectionChange(JSON.stringify(message)));
    expect(heard).toEqual([
      { projection: 'guest_list', event_uuid: EVENT, ids: ['guest-1', 'guest-2'], position: '42', origin_socket_ids: [] },
      { projection: 'guest_list', event_uuid: OTHER_EVENT, ids: [], position: '42', origin_socket_ids: ['socket-b'] },
    ]);
  });

  it('as the hub sends it on, parses as the dashboard reads it', () => {
    const [published] = messagesFor('seating', [changes[0]!], '7');
    const sent = JSON.stringify(liveProjectionMessage(published!));
    expect(parseLiveProjectionMessage(JSON.parse(sent))).toEqual({
      type: 'projection',
      channel: `event.${EVENT}`,
      projection: 'seating',
      event_uuid: EVENT,
      ids: ['guest-1'],
      position: '7',
      origin_socket_ids: ['socket-a'],
    });
  });

  it('over 100 changed rows says "many" (ids null), which still parses', () => {
    const many = Array.from({ length: 101 }, (_, n) => ({ event_uuid: EVENT, id: `guest-${n}`, socket_id: null }));
    const [published] = messagesFor('guest_list', many, '9');
    expect(parseProjectionChange(JSON.stringify(published))?.ids).toBeNull();
  });

  it('a payload that is not a change is refused, not half-read', () => {
    expect(parseProjectionChange(JSON.stringify({ projection: 'guest_list', event_uuid: EVENT }))).toBeNull();
    expect(parseLiveProjectionMessage({ type: 'projection', channel: `event.${EVENT}` })).toBeNull();
  });
});
