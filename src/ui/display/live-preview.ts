import { makeAutoObservable, reaction, runInAction, type IReactionDisposer } from 'mobx';
import { PREVIEW_DEBOUNCE_MS, type PreviewStatus } from './review-widget-settings.view-model';

/**
 * A widget's live preview (docs/product/storefront.md#widget-settings): drawn again PREVIEW_DEBOUNCE_MS
 * after the last change; values the server would refuse are not sent, so the last good drawing stays.
 */
export class LivePreview<Values> {
  html: string | null = null;
  status: PreviewStatus = 'idle';
  private stop: IReactionDisposer | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private round = 0;

  constructor(
    private readonly draw: (values: Values) => Promise<string>,
    private readonly drawable: (values: Values) => boolean,
  ) {
    makeAutoObservable<this, 'draw' | 'drawable' | 'stop' | 'timer' | 'round'>(this, { draw: false, drawable: false, stop: false, timer: false, round: false }, { autoBind: true });
  }

  /** Draws now, then after every change of `values`. */
  follow(values: () => Values | undefined): void {
    this.stop ??= reaction(
      values,
      (current) => {
        if (current === undefined) return;
        if (this.timer) clearTimeout(this.timer);
        this.timer = setTimeout(() => void this.redraw(current), PREVIEW_DEBOUNCE_MS);
      },
      { fireImmediately: true },
    );
  }

  dispose(): void {
    this.stop?.();
    this.stop = null;
    if (this.timer) clearTimeout(this.timer);
  }

  private async redraw(values: Values): Promise<void> {
    if (!this.drawable(values)) return;
    const round = ++this.round;
    this.status = 'loading';
    try {
      const html = await this.draw(values);
      runInAction(() => {
        if (round !== this.round) return;
        this.html = html;
        this.status = 'loaded';
      });
    } catch {
      runInAction(() => {
        if (round === this.round) this.status = 'failed';
      });
    }
  }
}
