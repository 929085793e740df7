import { observable, runInAction } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import { LivePreview } from '../../../src/ui/display/live-preview';

describe('LivePreview', () => {
  it('draws the values once they settle, skips refused ones, and keeps the newest drawing', async () => {
    vi.useFakeTimers();
    const box = observable({ color: '#111111' });
    const draw = vi.fn((values: { color: string }) => Promise.resolve(`<p>${values.color}</p>`));
    const preview = new LivePreview(draw);
    preview.follow(
      () => ({ ...box }),
      (values) => values.color.startsWith('#'),
    );
    await vi.advanceTimersByTimeAsync(250);
    expect(preview.html).toBe('<p>#111111</p>');
    runInAction(() => (box.color = 'red'));
    await vi.advanceTimersByTimeAsync(250);
    expect(preview.html).toBe('<p>#111111</p>');
    runInAction(() => (box.color = '#222222'));
    runInAction(() => (box.color = '#333333'));
    await vi.advanceTimersByTimeAsync(250);
    expect(preview.html).toBe('<p>#333333</p>');
    expect(draw).toHaveBeenCalledTimes(2);
    preview.dispose();
    vi.useRealTimers();
  });
});
