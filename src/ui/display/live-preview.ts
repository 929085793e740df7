import { makeAutoObservable, reaction, runInAction, toJS, type IReactionDisposer } from 'mobx';
export type PreviewStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** The spec's input debounce: the preview is drawn again this long after the last change. */
export const PREVIEW_DEBOUNCE_MS = 200;

/**
 * A block redrawn by the server's Liquid a moment after the form's values change
 * (docs/product/storefront.md#one-renderer). Values the form refuses are not sent: the preview
 * keeps its last good drawing. An older answer never replaces a newer one.
 */
export class LivePreview<Values> {
  html: string | null = null;
  status: PreviewStatus = 'idle';
  private stop: IReactionDisposer | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private round = 0;

  constructor(private readonly draw: (values: Values) => Promise<string>) {
    makeAutoObservable<this, 'draw' | 'stop' | 'timer' | 'round'>(this, { draw: false, stop: false, timer: false, round: false }, { autoBind: true });
  }

  /** Draws now and after every change of `values()` that `acceptable` lets through. */
  follow(values: () => Values | null | undefined, acceptable: (values: Values) => boolean): void {
    this.stop ??= reaction(
      values,
      (current) => {
        if (!current || !acceptable(current)) return;
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
    const round = ++this.round;
    this.status = 'loading';
    try {
      // A plain copy: the form's values are observable proxies.
      const html = await this.draw(toJS(values));
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
