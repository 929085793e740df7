import { type Clock } from '../../src/application/shell/clock.port';

/** A clock that moves only when told. */
export class FakeClock implements Clock {
  constructor(public nowMs = Date.UTC(2025, 0, 15, 12)) {}

  now(): number {
    return this.nowMs;
  }

  advance(ms: number): void {
    this.nowMs += ms;
  }
}
