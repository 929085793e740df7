import { type NavigateOptions, type Navigator } from '../../src/application/navigation/navigator.port';

/** Records navigations; `path` is where the app would be now. */
export class FakeNavigator implements Navigator {
  readonly navigations: { readonly to: string; readonly options: NavigateOptions | undefined }[] = [];
  backs = 0;

  navigate(to: string, options?: NavigateOptions): void {
    this.navigations.push({ to, options });
  }

  back(): void {
    this.backs += 1;
  }

  get paths(): string[] {
    return this.navigations.map((navigation) => navigation.to);
  }

  get path(): string | undefined {
    return this.navigations.at(-1)?.to;
  }
}
