import { afterAll, beforeAll, vi } from 'vitest';
import { staticMediaQueryList } from './media-query-list';

/**
 * Polaris reads the screen width through matchMedia (queries in em and px): answer them as a
 * screen `width` px wide would. Restore with `vi.restoreAllMocks()`.
 */
export function setScreenWidth(width: number): void {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    staticMediaQueryList(
      query,
      [...query.matchAll(/\((min|max)-width:\s*(-?[\d.]+)(px|em)\)/g)].every(([, side, size, unit]) => {
        const px = Number(size) * (unit === 'em' ? 16 : 1);
        return side === 'max' ? width <= px : width >= px;
      }),
    ),
  );
}

/**
 * jsdom lays nothing out, so every `offsetParent` is null and Polaris' Popover never opens:
 * call in a describe (or at a file's top level) to give elements their parent as offset parent.
 */
export function usePopoversInJsdom(): void {
  const jsdomOffsetParent = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent');
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
      configurable: true,
      get(this: HTMLElement) {
        return this.parentElement;
      },
    });
  });
  afterAll(() => {
    if (jsdomOffsetParent) Object.defineProperty(HTMLElement.prototype, 'offsetParent', jsdomOffsetParent);
  });
}
