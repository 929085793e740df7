import { type Clock } from '../../application/shell/clock.port';

export class SystemClock implements Clock {
  now(): number {
    return Date.now();
  }
}
