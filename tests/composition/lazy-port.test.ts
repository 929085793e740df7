import { describe, expect, it, vi } from 'vitest';
import { lazyPort } from '../../src/composition/lazy-port';

interface Greeter {
  greet(name: string): Promise<string>;
  count(): Promise<number>;
}

class RealGreeter implements Greeter {
  private calls = 0;
  greet(name: string): Promise<string> {
    this.calls += 1;
    return Promise.resolve(`Hello ${name}`);
  }
  count(): Promise<number> {
    return Promise.resolve(this.calls);
  }
}

describe('lazyPort', () => {
  it('loads the adapter on the first call, once, and calls it with the arguments given', async () => {
    const load = vi.fn(() => Promise.resolve<Greeter>(new RealGreeter()));
    const greeter = lazyPort<Greeter>(load, { greet: true, count: true });
    expect(load).not.toHaveBeenCalled();
    await expect(Promise.all([greeter.greet('Ana'), greeter.greet('Bo')])).resolves.toEqual(['Hello Ana', 'Hello Bo']);
    await expect(greeter.count()).resolves.toBe(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the load again after it failed', async () => {
    const load = vi.fn<() => Promise<Greeter>>().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(new RealGreeter());
    const greeter = lazyPort<Greeter>(load, { greet: true, count: true });
    await expect(greeter.greet('Ana')).rejects.toThrow('chunk failed');
    await expect(greeter.greet('Ana')).resolves.toBe('Hello Ana');
  });
});
