import { makeObservable, observableRef, runInAction } from 'mobx';
import {
  type Location,
  NavigationType,
  type Navigator as HistoryNavigator,
  type To,
  type UNSAFE_createBrowserHistory,
  type UNSAFE_createMemoryHistory,
} from 'react-router-dom';

/** The browser's history (or a memory one in tests), as react-router creates it with `v5Compat: true`. */
export type AdminHistory = ReturnType<typeof UNSAFE_createBrowserHistory> | ReturnType<typeof UNSAFE_createMemoryHistory>;

/** What the route guard says of an address: show it (or, framed without a host, the missing-host page), or go elsewhere. */
export type Admission = { readonly kind: 'show'; readonly missingHost: boolean } | { readonly kind: 'redirect'; readonly to: string };

/** Decides an address before it is shown (the guard, and the screen's code loaded meanwhile). */
export type Admit = (url: URL) => Admission | Promise<Admission>;

export interface ShownLocation {
  readonly location: Location;
  readonly action: NavigationType;
  readonly missingHost: boolean;
  /** Why the address could not be shown (its screen's code failed to load, the session could not be read…). */
  readonly failure: { readonly error: unknown } | null;
}

/** A move to another page held until the merchant says whether to leave unsaved changes. */
export interface HeldLeave {
  leave(): void;
  stay(): void;
}

/**
 * The admin's router: react-router matches and renders routes (its declarative `<Router>`), and
 * this decides which address it shows. Every address, the first included, is admitted by the guard
 * before it is shown, and the screen keeps the address it had until then, as a data router's
 * loaders did (docs/product/overview.md "Route guard"; decision 0046 says why not the data router).
 * While a screen holds unsaved changes, a move to another page waits for the merchant's answer.
 */
export class AdminRouter {
  shown: ShownLocation | null = null;
  heldLeave: HeldLeave | null = null;
  /** What react-router's links, `useNavigate` and `<Navigate>` move through: the same leave check. */
  readonly navigator: HistoryNavigator;
  private turn = 0;
  private leaveHolds = 0;
  /** The browser's own Back or Forward, undone while the merchant answers: its echo is not a new move. */
  private undoingStep = false;
  private stepAllowed = false;

  constructor(
    private readonly history: AdminHistory,
    private readonly admit: Admit,
  ) {
    makeObservable(this, { shown: observableRef, heldLeave: observableRef });
    this.navigator = {
      createHref: (to) => history.createHref(to),
      encodeLocation: (to) => history.encodeLocation(to),
      go: (delta) => history.go(delta),
      push: (to, state?: unknown) => this.leaveFirst(to, () => history.push(to, state)),
      replace: (to, state?: unknown) => this.leaveFirst(to, () => history.replace(to, state)),
    };
  }

  /** Admits the current address and every one after it; returns how to stop listening. */
  start(): () => void {
    const stop = this.history.listen(({ action, location, delta }) => this.arrive(action, location, delta));
    this.pass(this.history.action, this.history.location);
    return stop;
  }

  /** A path (pushed, or replacing the current entry), or a step through the history (-1 is Back). */
  navigate(to: To | number, options: { readonly replace?: boolean; readonly state?: unknown } = {}): void {
    if (typeof to === 'number') this.history.go(to);
    else if (options.replace) this.navigator.replace(to, options.state);
    else this.navigator.push(to, options.state);
  }

  /** While held, moving to another page asks first; the returned function lets go. */
  holdLeaving(): () => void {
    this.leaveHolds += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.leaveHolds -= 1;
      if (this.leaveHolds === 0) runInAction(() => (this.heldLeave = null));
    };
  }

  /** A change of query or hash on the same page passes; another page waits while leaving is held. */
  private leavesPage(to: To): boolean {
    const current = this.shown?.location.pathname;
    return this.leaveHolds > 0 && current !== undefined && this.history.createURL(to).pathname !== current;
  }

  private leaveFirst(to: To, go: () => void): void {
    if (!this.leavesPage(to)) return go();
    this.holdLeave(go);
  }

  private holdLeave(go: () => void): void {
    runInAction(() => {
      this.heldLeave = {
        leave: () => {
          runInAction(() => (this.heldLeave = null));
          go();
        },
        stay: () => runInAction(() => (this.heldLeave = null)),
      };
    });
  }

  private arrive(action: NavigationType, location: Location, delta: number | null): void {
    if (this.undoingStep) {
      this.undoingStep = false;
      return;
    }
    const allowed = this.stepAllowed;
    this.stepAllowed = false;
    // Back or Forward has moved the browser already: step back to the page, and again if the merchant leaves.
    if (action === NavigationType.Pop && delta && !allowed && this.leavesPage(location)) {
      this.undoingStep = true;
      this.history.go(-delta);
      this.holdLeave(() => {
        this.stepAllowed = true;
        this.history.go(delta);
      });
      return;
    }
    this.pass(action, location);
  }

  /** Admits `location` and shows it, unless a later move came first; a redirect replaces it. */
  private pass(action: NavigationType, location: Location): void {
    const turn = ++this.turn;
    const show = (admission: Admission) => {
      if (turn !== this.turn) return;
      if (admission.kind === 'redirect') return this.history.replace(admission.to);
      runInAction(() => (this.shown = { location, action, missingHost: admission.missingHost, failure: null }));
    };
    const fail = (error: unknown) => {
      if (turn !== this.turn) return;
      runInAction(() => (this.shown = { location, action, missingHost: false, failure: { error } }));
    };
    try {
      const admission = this.admit(this.history.createURL(location));
      if (admission instanceof Promise) admission.then(show, fail);
      else show(admission);
    } catch (error) {
      fail(error);
    }
  }
}
