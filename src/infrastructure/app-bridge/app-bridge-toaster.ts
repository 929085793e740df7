import { TOAST_DURATION_MS, type ToastRequest, type Toaster } from '../../application/platform/toaster.port';
import { type ShopifyGlobal, type ShopifyToastOptions } from './shopify-global';

/** Toasts drawn by the Shopify admin (`shopify.toast.show`). */
export class AppBridgeToaster implements Toaster {
  constructor(private readonly shopify: ShopifyGlobal) {}

  show(toast: ToastRequest): void {
    const options: ShopifyToastOptions = {
      duration: toast.duration ?? TOAST_DURATION_MS,
      isError: toast.error ?? false,
      ...(toast.action ? { action: toast.action.content, onAction: toast.action.onAction } : {}),
    };
    this.shopify.toast.show(toast.content, options);
  }
}
