import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { ApiError, isCanceled, isInputRejected, NETWORK_ERROR_MESSAGE } from '../http/api-error';

export type BannerTone = 'warning' | 'critical';

/** docs/product/spec-map.md §3 "Error banner: show, title, tone, isRefresh, subtitle, isChat". */
export interface ErrorBannerContent {
  /** Translation key or text; defaults to the generic "Error" title. */
  readonly title?: string;
  readonly subtitle?: string;
  readonly tone?: BannerTone;
  readonly isRefresh?: boolean;
  readonly isChat?: boolean;
  readonly closable?: boolean;
}

export interface ShownErrorBanner {
  readonly title: string | null;
  readonly subtitle: string | null;
  readonly tone: BannerTone;
  readonly isRefresh: boolean;
  readonly isChat: boolean;
  readonly closable: boolean;
  /** Grows with every showing (the same text shown again is a new event to bring into view). */
  readonly revision: number;
}

/**
 * The shell's one error banner (docs/product/errors.md): a Network Error offers a refresh, a failure of the
 * server offers chat support, input the server refused (400/422: a typo) offers neither, a
 * canceled request shows nothing; closable unless told otherwise. Each showing gets a new
 * `revision`, so the view can bring it into sight and focus it.
 */
@injectable()
export class ErrorBanner {
  banner: ShownErrorBanner | null = null;
  private shown = 0;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  show(content: ErrorBannerContent): void {
    this.banner = {
      title: content.title ?? null,
      subtitle: content.subtitle ?? null,
      tone: content.tone ?? 'critical',
      isRefresh: content.isRefresh ?? false,
      isChat: content.isChat ?? false,
      closable: content.closable ?? true,
      revision: ++this.shown,
    };
  }

  /** Shows `error` as docs/product/errors.md describes; returns whether a banner is shown. */
  showError(error: unknown, content: ErrorBannerContent = {}): boolean {
    if (isCanceled(error)) return false;
    const message = errorMessage(error);
    const isNetwork = message === NETWORK_ERROR_MESSAGE || (error instanceof ApiError && error.kind !== 'envelope' && error.kind !== 'http');
    this.show({
      subtitle: message ?? undefined,
      isRefresh: isNetwork,
      isChat: !isNetwork && message !== null && !isInputRejected(error),
      ...content,
    });
    return true;
  }

  dismiss(): void {
    this.banner = null;
  }
}

function errorMessage(error: unknown): string | null {
  if (typeof error === 'string') return error;
  if (error instanceof Error && error.message !== '') return error.message;
  return null;
}
