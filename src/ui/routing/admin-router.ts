import { makeObservable, observableRef, runInAction } from 'mobx';
import {
  type Location,
  NavigationType,
  type Navigator as HistoryNavigator,
  type To,
  type UNSAFE_createBrowserHistory,
  type UNSAFE_createMemoryHistory,
} from 'react-router-dom';

/**
 * The browser's history (or a memory one in tests), as react-router creates it without
 * `v5Compat`: it tells only of the browser's own moves (Back, Forward), never of the pushes and
 * replaces the router itself makes.
 */
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
 * this decides which address it shows (docs/product/auth-and-session.md "The route guard"; decision
 * 0046 says why not react-router's data router). As the data router did:
 * - every address, the first included, is admitted by the guard before it is shown, and the
 *   screen keeps the address it had until then;
 * - a move the app makes is written to the history only once admitted, so a move overtaken by a
 *   later one never reaches it, and a redirect goes where the asked-for address would have;
 * - while a screen holds unsaved changes, a move to another page waits for the merchant's answer.
 */
export class AdminRouter {
  shown: ShownLocation | null = null;
  heldLeave: HeldLeave | null = null;
  /** What react-router's links, `useNavigate` and `<Navigate>` move through: the same admission and leave check. */
  readonly navigator: HistoryNavigator;
  private turn = 0;
  private leaveHolds = 0;
  /** The browser's Back or Forward stepped back while the merchant answers: the echo of that step, not a new move. */
  private undoingDelta: number | null = null;
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
      push: (to, state?: unknown) => this.leaveFirst(to, () => this.pass(NavigationType.Push, to, state)),
      replace: (to, state?: unknown) => this.leaveFirst(to, () => this.pass(NavigationType.Replace, to, state)),
    };
  }

  /** Admits the current address and every one after it; returns how to stop listening. */
  start(): () => void {
    const stop = this.history.listen(({ location, delta }) => this.stepped(location, delta));
    this.pass(NavigationType.Pop, this.history.location);
    return stop;
  }

  /** A path (pushed, or replacing the current entry), or a step through the history (-1 is Back). */
  navigate(to: To | number, options: { readonly replace?: boolean; readonly state?: unknown } = {}): void {
    if (typeof to === 'number') this.history.go(to);
    else if (options.replace) this.navigator.replace(to, options.state);
    else this.navigator.push(to, options.state);
  }

  /**
   * While held, moving to another page asks first; the returned function lets go. A move that was
   * waiting for the merchant's answer when the last hold goes (the changes were saved meanwhile)
   * goes on: nothing is left to lose.
   */
  holdLeaving(): () => void {
    this.leaveHolds += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.leaveHolds -= 1;
      if (this.leaveHolds === 0) this.heldLeave?.leave();
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
    const settle = () => runInAction(() => (this.heldLeave = null));
    runInAction(() => {
      this.heldLeave = {
        leave: () => {
          settle();
          go();
        },
        stay: settle,
      };
    });
  }

  /** The browser's Back or Forward: the history has moved already. */
  private stepped(location: Location, delta: number | null): void {
    if (this.undoingDelta !== null && delta === this.undoingDelta) {
      this.undoingDelta = null;
      return;
    }
    const allowed = this.stepAllowed;
    this.stepAllowed = false;
    // Step back to the page while the merchant answers, and again if they leave.
    if (delta && !allowed && this.leavesPage(location)) {
      this.undoingDelta = -delta;
      this.history.go(-delta);
      this.holdLeave(() => {
        this.stepAllowed = true;
        this.history.go(delta);
      });
      return;
    }
    this.pass(NavigationType.Pop, location);
  }

  /**
   * Admits `to` and shows it, unless a later move came first. A push or a replace is written to
   * the history then (a failed one too: its page says what failed, at its address); a Back or
   * Forward, or the first address, is in the history already. A redirect is pushed for a push and
   * takes the asked-for address's place otherwise.
   */
  private pass(action: NavigationType, to: To, state?: unknown): void {
    const turn = ++this.turn;
    const commit = (missingHost: boolean, failure: ShownLocation['failure']) => {
      if (action === NavigationType.Push) this.history.push(to, state);
      if (action === NavigationType.Replace) this.history.replace(to, state);
      const location = this.history.location;
      runInAction(() => (this.shown = { location, action, missingHost, failure }));
    };
    const show = (admission: Admission) => {
      if (turn !== this.turn) return;
      if (admission.kind === 'redirect') return this.pass(action === NavigationType.Push ? NavigationType.Push : NavigationType.Replace, admission.to);
      commit(admission.missingHost, null);
    };
    const fail = (error: unknown) => {
      if (turn === this.turn) commit(false, { error });
    };
    try {
      const admission = this.admit(this.history.createURL(to));
      if (admission instanceof Promise) admission.then(show, fail);
      else show(admission);
    } catch (error) {
      fail(error);
    }
  }
}
