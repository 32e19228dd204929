import type { Clock } from '../clock.ts';

/** A clock a test sets and moves: it stands still until told otherwise. */
export class MovableClock implements Clock {
  private at: number;

  constructor(start: Date | string = new Date()) {
    this.at = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.at);
  }

  set(to: Date | string): void {
    this.at = new Date(to).getTime();
  }

  advance(milliseconds: number): void {
    this.at += milliseconds;
  }
}
