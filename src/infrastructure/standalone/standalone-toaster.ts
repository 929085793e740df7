import { inject, injectable } from 'inversify';
import { type ToastRequest, type Toaster } from '../../application/platform/toaster.port';
import { OverlayStore } from '../../application/shell/overlay-store';

/** Outside the Shopify admin, toasts are Polaris toasts the shell draws from the overlay store. */
@injectable()
export class StandaloneToaster implements Toaster {
  constructor(@inject(OverlayStore) private readonly overlays: OverlayStore) {}

  show(toast: ToastRequest): void {
    this.overlays.addToast(toast);
  }
}
