import { type SaveBar, type SaveBarState } from '../../src/application/platform/save-bar.port';

export class FakeSaveBar implements SaveBar {
  state: SaveBarState | null = null;
  shows = 0;
  hides = 0;

  get visible(): boolean {
    return this.state !== null;
  }

  show(state: SaveBarState): void {
    this.state = state;
    this.shows += 1;
  }

  hide(): void {
    this.state = null;
    this.hides += 1;
  }

  clickSave(): void {
    if (!this.state) throw new Error('The save bar is hidden: there is no Save to click.');
    this.state.onSave();
  }

  clickDiscard(): void {
    if (!this.state) throw new Error('The save bar is hidden: there is no Discard to click.');
    this.state.onDiscard();
  }
}
