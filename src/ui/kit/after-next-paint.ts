/**
 * Runs `work` once the browser has painted the next frame: an interaction's own feedback shows
 * first and the heavy re-render it causes follows (what the INP aim asks, docs/product/lists.md).
 */
export function afterNextPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work, 0));
}
