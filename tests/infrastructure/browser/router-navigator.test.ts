import { describe, expect, it, vi } from 'vitest';
import { RouterNavigator } from '../../../src/infrastructure/browser/router-navigator';

describe('RouterNavigator', () => {
  it("passes navigations to the router's navigate", () => {
    const router = { navigate: vi.fn() };
    const navigator = new RouterNavigator();
    navigator.attach(router);
    navigator.navigate('/plan?source=navigation', { replace: true, state: { from: '/' } });
    navigator.back();
    expect(router.navigate.mock.calls).toEqual([['/plan?source=navigation', { replace: true, state: { from: '/' } }], [-1]]);
  });

  it('runs the last navigation asked for before the router existed once it is attached', () => {
    const navigator = new RouterNavigator();
    navigator.navigate('/login');
    navigator.navigate('/400');
    const router = { navigate: vi.fn() };
    navigator.attach(router);
    expect(router.navigate.mock.calls).toEqual([['/400', undefined]]);
  });

  it('does nothing on attach when nothing was asked for', () => {
    const router = { navigate: vi.fn() };
    new RouterNavigator().attach(router);
    expect(router.navigate).not.toHaveBeenCalled();
  });
});
