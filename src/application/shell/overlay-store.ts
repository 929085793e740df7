import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { type SaveBarState } from '../platform/save-bar.port';
import { TOAST_DURATION_MS, type ToastRequest } from '../platform/toaster.port';

export interface ShownToast extends ToastRequest {
  readonly id: number;
  readonly duration: number;
}

/**
 * What the standalone admin draws itself where App Bridge would draw it in the Shopify admin:
 * toasts, the contextual save bar and the loading bar. Standalone adapters write here; the
 * shell renders it.
 */
@injectable()
export class OverlayStore {
  toasts: ShownToast[] = [];
  saveBar: SaveBarState | null = null;
  loadingCount = 0;
  private nextToastId = 1;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get isLoading(): boolean {
    return this.loadingCount > 0;
  }

  addToast(toast: ToastRequest): ShownToast {
    const shown: ShownToast = { ...toast, id: this.nextToastId++, duration: toast.duration ?? TOAST_DURATION_MS };
    this.toasts.push(shown);
    return shown;
  }

  dismissToast(id: number): void {
    this.toasts = this.toasts.filter((toast) => toast.id !== id);
  }

  showSaveBar(state: SaveBarState): void {
    this.saveBar = state;
  }

  hideSaveBar(): void {
    this.saveBar = null;
  }

  startLoading(): void {
    this.loadingCount += 1;
  }

  stopLoading(): void {
    this.loadingCount = Math.max(0, this.loadingCount - 1);
  }
}
