// The collect e-mails' sending side as the server composes it (server/composition/collect-sending.ts),
// over the test's database with fakes for what lies outside it: shared by the queue's and the SMTP
// faults' tests.
import { SendCollectMailUseCase } from '../../../server/application/collect/send-collect-mail.use-case';
import { type MailTransport } from '../../../server/application/mail/mail-transport.port';
import { DrizzleCollectFacts } from '../../../server/infrastructure/db/drizzle-collect-facts';
import { DrizzleCollectMailQueue } from '../../../server/infrastructure/db/drizzle-collect-mail-queue';
import { DrizzleKlaviyoEventWrites } from '../../../server/infrastructure/db/drizzle-klaviyo-repository';
import { DrizzleOrderRepository } from '../../../server/infrastructure/db/drizzle-order-repository';
import { DrizzleShopRepository } from '../../../server/infrastructure/db/drizzle-shop-repository';
import { DrizzleTransactions } from '../../../server/infrastructure/db/drizzle-transactions';
import { type AppDatabase } from '../../../server/infrastructure/db/database';
import { FakeDiscountIssuer, FakeProductFilter, type FakeSchedule, FakeSuppressions, fakeFormLinks, fakeRenderer, fakeUnsubscribe } from '../../fakes/fake-collect-parts';

/** The transactions a collect write runs in: orders, the mail queue and Klaviyo's events. */
export const collectWrites = (db: AppDatabase) =>
  new DrizzleTransactions(db, (tx) => ({ orders: new DrizzleOrderRepository(tx), mails: new DrizzleCollectMailQueue(tx), klaviyo: new DrizzleKlaviyoEventWrites(tx) }));

export interface CollectSenderParts {
  readonly transport: MailTransport;
  readonly schedule: FakeSchedule;
  readonly clock: () => Date;
  readonly productFilter?: FakeProductFilter;
  readonly discounts?: FakeDiscountIssuer;
  readonly suppressions?: FakeSuppressions;
}

export function collectMailSender(db: AppDatabase, parts: CollectSenderParts): SendCollectMailUseCase {
  return new SendCollectMailUseCase(
    {
      queue: new DrizzleCollectMailQueue(db),
      writes: collectWrites(db),
      orders: new DrizzleOrderRepository(db),
      facts: new DrizzleCollectFacts(db),
      shops: new DrizzleShopRepository(db),
      schedules: parts.schedule,
      productFilter: parts.productFilter ?? new FakeProductFilter(),
      discounts: parts.discounts ?? new FakeDiscountIssuer(),
      advocateRewards: { issueFor: () => Promise.resolve(null) },
      formLinks: fakeFormLinks,
      photoLink: (_shop, reviewId) => Promise.resolve(`https://app.example/email_review?review=${reviewId}`),
      renderer: fakeRenderer,
      suppressions: parts.suppressions ?? new FakeSuppressions(),
      unsubscribe: fakeUnsubscribe,
      transport: parts.transport,
      sender: { fromAddress: 'reviews@starling.test', messageIdHost: 'starling.test' },
    },
    parts.clock,
  );
}
