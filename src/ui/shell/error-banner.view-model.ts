import { inject, injectable } from 'inversify';
import { type CustomerMessaging } from '../../application/monitoring/customer-messaging.port';
import { type BrowserEnvironment } from '../../application/navigation/browser-environment.port';
import { ErrorBanner, type ShownErrorBanner } from '../../application/shell/error-banner';
import { TOKENS } from '../../application/tokens';

/** The shell's error banner (docs/product/errors.md): what it shows and its refresh, chat and close actions. */
@injectable()
export class ErrorBannerViewModel {
  constructor(
    @inject(ErrorBanner) private readonly errorBanner: ErrorBanner,
    @inject(TOKENS.CustomerMessaging) private readonly messaging: CustomerMessaging,
    @inject(TOKENS.BrowserEnvironment) private readonly browser: BrowserEnvironment,
  ) {}

  get banner(): ShownErrorBanner | null {
    return this.errorBanner.banner;
  }

  /** Network Error: load the page again. */
  refresh(): void {
    this.browser.assign(this.browser.currentUrl().href);
  }

  /** Other errors: open support chat with the error already typed in. */
  chat(): void {
    this.messaging.openChat(this.errorBanner.banner?.subtitle ?? undefined);
  }

  dismiss(): void {
    this.errorBanner.dismiss();
  }
}
