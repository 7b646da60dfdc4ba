// The simulator's clock: real time plus an offset that only the test hooks may move.
export interface Clock {
  now(): number;
}

export class AdjustableClock implements Clock {
  private offsetMs = 0;

  now(): number {
    return Date.now() + this.offsetMs;
  }

  advance(ms: number): number {
    this.offsetMs += ms;
    return this.now();
  }
}
