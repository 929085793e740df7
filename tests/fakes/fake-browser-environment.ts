import { type BrowserEnvironment } from '../../src/application/navigation/browser-environment.port';

export interface FakeBrowserSetup {
  readonly url?: string;
  readonly inFrame?: boolean;
  readonly appBridge?: boolean;
}

/** A page at a settable address; records full loads, scrolls and unload guards. */
export class FakeBrowserEnvironment implements BrowserEnvironment {
  url: URL;
  readonly launchedAt: URL;
  inFrame: boolean;
  appBridge: boolean;
  scrolls = 0;
  readonly assigned: { readonly url: string; readonly top: boolean }[] = [];
  private readonly unloadGuards = new Set<() => boolean>();

  constructor(setup: FakeBrowserSetup = {}) {
    this.url = new URL(setup.url ?? 'https://admin.example.test/');
    this.launchedAt = new URL(this.url);
    this.inFrame = setup.inFrame ?? false;
    this.appBridge = setup.appBridge ?? false;
  }

  currentUrl(): URL {
    return new URL(this.url);
  }

  launchUrl(): URL {
    return new URL(this.launchedAt);
  }

  isInFrame(): boolean {
    return this.inFrame;
  }

  hasAppBridge(): boolean {
    return this.appBridge;
  }

  scrollToTop(): void {
    this.scrolls += 1;
  }

  assign(url: string, options: { readonly top?: boolean } = {}): void {
    this.assigned.push({ url, top: options.top ?? false });
  }

  confirmBeforeUnload(active: () => boolean): () => void {
    this.unloadGuards.add(active);
    return () => this.unloadGuards.delete(active);
  }

  /** Whether closing the tab now would ask for confirmation. */
  wouldConfirmUnload(): boolean {
    return [...this.unloadGuards].some((active) => active());
  }

  /** Moves to `path` (client-side): the current URL changes, the launch URL stays. */
  visit(pathAndQuery: string): void {
    this.url = new URL(pathAndQuery, this.url);
  }
}
