import { type KlaviyoDeliveryCounts } from '../../../src/contracts/klaviyo.contract';
import { type KlaviyoEventKind } from '../../../src/domain/klaviyo/klaviyo-events';
import { type AuthenticatedShop } from '../shared/authenticated-shop';

export interface KlaviyoConnection {
  readonly apiKeyLastFour: string;
  readonly events: readonly KlaviyoEventKind[];
  readonly connectedAt: Date;
}

/** The shop's Klaviyo account; the key is stored encrypted and never read back here. */
export interface KlaviyoConnectionRepository {
  find(shop: AuthenticatedShop): Promise<KlaviyoConnection | null>;
  /** Replaces any connection the shop had. */
  save(shop: AuthenticatedShop, connection: { readonly apiKey: string; readonly events: readonly KlaviyoEventKind[]; readonly at: Date }): Promise<void>;
  /** Forgets the key and drops the events still waiting; the sent ones stay counted. */
  remove(shop: AuthenticatedShop): Promise<void>;
  /** False when the shop is not connected. */
  setEvents(shop: AuthenticatedShop, events: readonly KlaviyoEventKind[]): Promise<boolean>;
  deliveryCounts(shop: AuthenticatedShop, since: Date): Promise<KlaviyoDeliveryCounts>;
}
