/** docs/product/spec-map.md §3 "Toast: content, error, duration, action, id"; duration defaults to 5000 ms (docs/product/plans-and-limits.md). */
export interface ToastRequest {
  readonly content: string;
  readonly error?: boolean;
  readonly duration?: number;
  readonly action?: { readonly content: string; readonly onAction: () => void };
}

export const TOAST_DURATION_MS = 5000;

export interface Toaster {
  show(toast: ToastRequest): void;
}
