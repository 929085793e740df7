import { inject, injectable } from 'inversify';
import { type BrowserEnvironment } from '../../application/navigation/browser-environment.port';
import { TOKENS } from '../../application/tokens';

/** The tab-closing half of the leave confirmation: the browser's own "leave site?" prompt. */
@injectable()
export class LeaveConfirmationViewModel {
  constructor(@inject(TOKENS.BrowserEnvironment) private readonly browser: BrowserEnvironment) {}

  /** The browser asks before the tab closes or reloads until the returned undo runs. */
  confirmBeforeUnload(): () => void {
    return this.browser.confirmBeforeUnload(() => true);
  }
}
