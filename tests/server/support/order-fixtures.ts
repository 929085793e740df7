import { type AuthenticatedShop } from '../../../server/application/shared/authenticated-shop';
import { type DatabaseHandle } from '../../../server/infrastructure/db/database';
import { collectMails, orderItems, orders } from '../../../server/infrastructure/db/schema';
import { reviewRequestKey } from '../../../src/domain/collect/request-queue';

export interface OrderSeed {
  readonly id: string;
  readonly name: string;
  readonly customerName: string;
  readonly customerEmail?: string;
  readonly placedAt: Date;
  readonly fulfilledAt?: Date | null;
  readonly products?: readonly string[];
  /** The order's request e-mail (step 1), if any. */
  readonly mail?: {
    readonly state: 'scheduled' | 'sending' | 'sent' | 'skipped' | 'failed';
    readonly dueAt: Date;
    readonly sentAt?: Date;
    readonly openedAt?: Date;
    readonly skipReason?: string;
    readonly lastError?: string;
    readonly step?: 1 | 2 | 3;
  };
}

/** Orders with their items and request rows, as the webhooks and the queue write them. */
export async function addOrders(database: DatabaseHandle, shop: AuthenticatedShop, seeds: readonly OrderSeed[]): Promise<void> {
  const { db } = database;
  await db.insert(orders).values(
    seeds.map((seed) => ({
      shopId: shop.id,
      id: seed.id,
      name: seed.name,
      customerName: seed.customerName,
      customerEmail: seed.customerEmail ?? `${seed.customerName.split(' ')[0]!.toLowerCase()}@example.com`,
      totalPrice: '25.00',
      placedAt: seed.placedAt,
      fulfilledAt: seed.fulfilledAt ?? null,
    })),
  );
  const items = seeds.flatMap((seed) =>
    (seed.products ?? []).map((title, position) => ({ shopId: shop.id, orderId: seed.id, position, productId: `product-${title}`, title, quantity: 1 })),
  );
  if (items.length > 0) await db.insert(orderItems).values(items);
  const mails = seeds.filter((seed) => seed.mail);
  if (mails.length > 0) {
    await db.insert(collectMails).values(
      mails.map((seed) => {
        const mail = seed.mail!;
        const step = mail.step ?? 1;
        return {
          shopId: shop.id,
          key: reviewRequestKey(seed.id, step),
          type: `request_${step}`,
          orderId: seed.id,
          step,
          recipient: 'customer@example.com',
          state: mail.state,
          dueAt: mail.dueAt,
          sentAt: mail.sentAt ?? null,
          openedAt: mail.openedAt ?? null,
          skipReason: mail.skipReason ?? null,
          lastError: mail.lastError ?? null,
        };
      }),
    );
  }
}
