import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { fittingCount } from './fitting-count';

/** Marks, inside the measurer, each item's copy and the "More" control's copy. */
export const MEASURED_ITEM = 'data-measured-item';
export const MEASURED_MORE = 'data-measured-more';

/**
 * How many of `itemCount` items fit in a row, measured the way Polaris' ActionsMeasurer does: the
 * caller draws a hidden copy of every item and of the "More" control inside `measurerRef` (marked
 * with {@link MEASURED_ITEM} / {@link MEASURED_MORE}) and gives the row's box `rowRef`. It measures
 * again when the row is resized or the copies change size (another language, a font that loads), so
 * it holds for any language without breakpoints. Without ResizeObserver (jsdom) every item shows.
 */
export function useFittingCount(itemCount: number): {
  readonly rowRef: RefObject<HTMLElement>;
  readonly measurerRef: RefObject<HTMLElement>;
  readonly visibleCount: number;
} {
  const rowRef = useRef<HTMLElement>(null);
  const measurerRef = useRef<HTMLElement>(null);
  const [visibleCount, setVisibleCount] = useState(itemCount);

  useLayoutEffect(() => {
    const row = rowRef.current;
    const measurer = measurerRef.current;
    if (!row || !measurer || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => {
      const itemWidths = [...measurer.querySelectorAll(`[${MEASURED_ITEM}]`)].map((item) => item.getBoundingClientRect().width);
      const moreWidth = measurer.querySelector(`[${MEASURED_MORE}]`)?.getBoundingClientRect().width ?? 0;
      const gap = Number.parseFloat(getComputedStyle(measurer).columnGap) || 0;
      setVisibleCount(fittingCount({ itemWidths, gap, moreWidth }, row.getBoundingClientRect().width));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(row);
    observer.observe(measurer);
    return () => observer.disconnect();
  }, [itemCount]);

  return { rowRef, measurerRef, visibleCount };
}
