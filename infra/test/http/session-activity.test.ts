import { describe, expect, it } from 'vitest';
import { DEFAULT_SESSION_IDLE_TIMEOUT_MINUTES, isIdleTooLong, lastSeenIsStale, sessionIdleTimeoutMinutes } from '../../src/http/session-activity.ts';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 26, 8, 0) + minutes * 60_000);

describe('the idle timeout', () => {
  it('is twelve hours unless SESSION_IDLE_TIMEOUT_MINUTES names a positive whole number', () => {
    expect(DEFAULT_SESSION_IDLE_TIMEOUT_MINUTES).toBe(720);
    expect(sessionIdleTimeoutMinutes({})).toBe(720);
    expect(sessionIdleTimeoutMinutes({ SESSION_IDLE_TIMEOUT_MINUTES: '30' })).toBe(30);
    for (const bad of ['0', '-5', 'soon', '1.5', '']) expect(sessionIdleTimeoutMinutes({ SESSION_IDLE_TIMEOUT_MINUTES: bad })).toBe(720);
  });

  it('ends a session unused for longer than the timeout, and not one used within it', () => {
    expect(isIdleTooLong(at(0), at(720), 720)).toBe(false);
    expect(isIdleTooLong(at(0), at(721), 720)).toBe(true);
    expect(isIdleTooLong(at(0), at(31), 30)).toBe(true);
  });
});

describe('the last-seen time', () => {
  it('is written at most once a minute', () => {
    expect(lastSeenIsStale(at(0), new Date(at(0).getTime() + 59_999))).toBe(false);
    expect(lastSeenIsStale(at(0), at(1))).toBe(true);
  });
});
