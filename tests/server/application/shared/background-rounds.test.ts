import { describe, expect, it } from 'vitest';
import { BackgroundRounds } from '../../../../server/application/shared/background-rounds';

describe('BackgroundRounds', () => {
  it('runs a round on start, one more when woken during a round (never two at once), and none after stop', async () => {
    let running = 0;
    let most = 0;
    let rounds = 0;
    let release: () => void = () => undefined;
    const loop = new BackgroundRounds(
      async () => {
        running += 1;
        most = Math.max(most, running);
        rounds += 1;
        await new Promise<void>((resolve) => (release = resolve));
        running -= 1;
      },
      (error) => {
        throw error;
      },
      60_000,
    );
    loop.wake();
    expect(rounds).toBe(0);
    loop.start();
    expect(rounds).toBe(1);
    loop.wake();
    loop.wake();
    release();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(rounds).toBe(2);
    expect(most).toBe(1);
    const stopped = loop.stop();
    release();
    await stopped;
    expect(loop.stopping).toBe(true);
    loop.wake();
    expect(rounds).toBe(2);
  });

  it('reports a failed round and keeps going', async () => {
    const failures: unknown[] = [];
    let calls = 0;
    const loop = new BackgroundRounds(
      () => (++calls === 1 ? Promise.reject(new Error('database down')) : Promise.resolve()),
      (error) => failures.push(error),
      60_000,
    );
    loop.start();
    await new Promise((resolve) => setTimeout(resolve, 10));
    loop.wake();
    await loop.stop();
    expect(failures).toEqual([new Error('database down')]);
    expect(calls).toBe(2);
  });
});
