import { inject, injectable } from 'inversify';
import { type SaveBar, type SaveBarState } from '../../application/platform/save-bar.port';
import { OverlayStore } from '../../application/shell/overlay-store';

/** Outside the Shopify admin, the save bar is a Polaris-styled bar the shell draws from the overlay store. */
@injectable()
export class StandaloneSaveBar implements SaveBar {
  constructor(@inject(OverlayStore) private readonly overlays: OverlayStore) {}

  show(state: SaveBarState): void {
    this.overlays.showSaveBar(state);
  }

  hide(): void {
    this.overlays.hideSaveBar();
  }
}
