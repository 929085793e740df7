import { type ToastRequest, type Toaster } from '../../src/application/platform/toaster.port';

export class FakeToaster implements Toaster {
  readonly shown: ToastRequest[] = [];

  show(toast: ToastRequest): void {
    this.shown.push(toast);
  }

  get contents(): string[] {
    return this.shown.map((toast) => toast.content);
  }
}
