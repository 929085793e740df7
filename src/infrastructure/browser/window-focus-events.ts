/** Calls `listener` when the page regains focus: the window's `focus`, or the tab becoming visible. */
export function onWindowFocus(window: Window, listener: () => void): () => void {
  const onVisibility = () => {
    if (window.document.visibilityState === 'visible') listener();
  };
  window.addEventListener('focus', listener);
  window.document.addEventListener('visibilitychange', onVisibility);
  return () => {
    window.removeEventListener('focus', listener);
    window.document.removeEventListener('visibilitychange', onVisibility);
  };
}
