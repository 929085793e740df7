// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { isSlowConnection } from '../../../src/infrastructure/browser/network-connection';
import { SystemClock } from '../../../src/infrastructure/browser/system-clock';
import { onWindowFocus } from '../../../src/infrastructure/browser/window-focus-events';

const withConnection = (connection?: object) => ({ connection }) as unknown as Navigator;

describe('isSlowConnection', () => {
  it.each([
    ['slow-2g', false, true],
    ['2g', false, true],
    ['3g', false, false],
    ['4g', false, false],
    ['4g', true, true],
  ])('effectiveType %s with saveData %s → %s', (effectiveType, saveData, slow) => {
    expect(isSlowConnection(withConnection({ effectiveType, saveData }))).toBe(slow);
  });

  it('is not slow when the browser has no Network Information API', () => {
    expect(isSlowConnection(withConnection())).toBe(false);
  });
});

describe('onWindowFocus', () => {
  it('calls back on window focus and when the tab becomes visible, until unsubscribed', () => {
    const listener = vi.fn();
    const stop = onWindowFocus(window, listener);
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    window.dispatchEvent(new Event('focus'));
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('ignores the tab being hidden', () => {
    const listener = vi.fn();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const stop = onWindowFocus(window, listener);
    document.dispatchEvent(new Event('visibilitychange'));
    stop();
    visibility.mockRestore();
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('SystemClock', () => {
  it('reads the system time', () => {
    vi.useFakeTimers({ now: 1_700_000_000_000, toFake: ['Date'] });
    expect(new SystemClock().now()).toBe(1_700_000_000_000);
    vi.useRealTimers();
  });
});
