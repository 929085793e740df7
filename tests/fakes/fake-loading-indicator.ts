import { type LoadingIndicator } from '../../src/application/platform/loading-indicator.port';

export class FakeLoadingIndicator implements LoadingIndicator {
  count = 0;
  starts = 0;

  get loading(): boolean {
    return this.count > 0;
  }

  start(): void {
    this.count += 1;
    this.starts += 1;
  }

  stop(): void {
    this.count = Math.max(0, this.count - 1);
  }
}
