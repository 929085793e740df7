/**
 * Runs `work` once the browser has painted the next frame: an interaction's own feedback shows
 * first and the heavy re-render it causes follows (docs/product/lists.md "Tabs").
 */
export function afterNextPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work, 0));
}
