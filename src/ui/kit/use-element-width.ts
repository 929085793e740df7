import { type RefObject, useLayoutEffect, useRef, useState } from 'react';

/** The width in px of the element given `ref`, followed as it resizes; null before it is measured (and in jsdom, which lays nothing out). */
export function useElementWidth<T extends HTMLElement>(): { readonly ref: RefObject<T>; readonly width: number | null } {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => setWidth(element.getBoundingClientRect().width);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
