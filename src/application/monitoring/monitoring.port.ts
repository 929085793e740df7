export interface BehaviourRecord {
  readonly type: 'click' | 'route' | 'request' | 'error';
  readonly detail: string;
  readonly at: number;
}

/** Performance, resource, behaviour and route tracking (docs/product/errors.md#monitoring-and-support). */
export interface Monitoring {
  /** Starts listening (errors, clicks, the page-load performance report). Idempotent. */
  start(): void;
  /** docs/product/plans-and-limits.md: the shop domain is the user id; null before sign-in. */
  setUser(shopDomain: string | null): void;
  routeChanged(path: string): void;
  recordBehaviour(record: Omit<BehaviourRecord, 'at'>): void;
  reportError(error: unknown): void;
}
