import { type NavigateOptions, type Navigator } from '../../application/navigation/navigator.port';

/** What the adapter needs of the admin's router (src/ui/routing/admin-router.ts). */
export interface NavigableRouter {
  navigate(to: string | number, options?: NavigateOptions): unknown;
}

type PendingNavigation = { readonly to: string; readonly options: NavigateOptions | undefined } | { readonly back: true };

/**
 * The Navigator port over the admin's router. It is bound before the router exists (the router's
 * screens need the container); the composition root calls `attach(router)` once it is created,
 * and a navigation asked for before that runs then.
 */
export class RouterNavigator implements Navigator {
  private router: NavigableRouter | null = null;
  private pending: PendingNavigation | null = null;

  attach(router: NavigableRouter): void {
    this.router = router;
    const pending = this.pending;
    this.pending = null;
    if (pending) this.run(pending);
  }

  navigate(to: string, options?: NavigateOptions): void {
    this.run({ to, options });
  }

  back(): void {
    this.run({ back: true });
  }

  private run(navigation: PendingNavigation): void {
    if (!this.router) {
      this.pending = navigation;
      return;
    }
    void ('back' in navigation ? this.router.navigate(-1) : this.router.navigate(navigation.to, navigation.options));
  }
}
