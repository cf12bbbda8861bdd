import type { Clock } from "../../server/src/kernel/clock";

/** A clock that stands still until a test moves it, so expiry and lockouts need no sleeping. */
export class ManualClock implements Clock {
  private current: number;

  constructor(start: Date = new Date()) {
    this.current = start.getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    this.current += ms;
  }
}
