import { type RequestSchedule } from '../../src/domain/collect/collect-emails';
import { type CollectEmailRenderer } from '../../server/application/collect/collect-email-renderer.port';
import {
  type IssuedReviewDiscount,
  type RequestProductFilter,
  type RequestScheduleReader,
  type ReviewDiscountIssuer,
  type ReviewFormLinks,
} from '../../server/application/collect/collect-ports.port';
import { type EmailSuppressions, type UnsubscribeLinks } from '../../server/application/mail/mail-transport.port';

/** Test doubles of the parts of the collect area the request queue reads (one place, so each test says only what differs). */

export class FakeSchedule implements RequestScheduleReader {
  constructor(public schedule: RequestSchedule = { triggerEvent: 'fulfilled', steps: [{ step: 1, days: 7 }], photoReminderDays: 3 }) {}
  read(): Promise<RequestSchedule> {
    return Promise.resolve(this.schedule);
  }
}

export const fakeRenderer: CollectEmailRenderer = {
  render(_shop, type, context) {
    return Promise.resolve({
      subject: `${type} for ${context.orderName}`,
      html: `<p>${context.products.map((product) => product.title).join(', ')}</p>`,
      text: context.products.map((product) => `${product.title}: ${product.reviewUrl}`).join('\n'),
      language: 'en',
    });
  },
};

export const fakeFormLinks: ReviewFormLinks = {
  urlFor(shop, target) {
    return Promise.resolve(`https://${shop.domain}/apps/starling/review?order=${encodeURIComponent(target.orderId)}${target.productId ? `&product=${encodeURIComponent(target.productId)}` : ''}`);
  },
};

export class FakeProductFilter implements RequestProductFilter {
  excluded = new Set<string>();
  excludedProductIds(_shop: unknown, productIds: readonly string[]): Promise<ReadonlySet<string>> {
    return Promise.resolve(new Set(productIds.filter((id) => this.excluded.has(id))));
  }
}

export class FakeDiscountIssuer implements ReviewDiscountIssuer {
  issued: IssuedReviewDiscount | null = null;
  issueFor(): Promise<IssuedReviewDiscount | null> {
    return Promise.resolve(this.issued);
  }
}

export class FakeSuppressions implements EmailSuppressions {
  readonly emails = new Set<string>();
  isSuppressed(_shopId: number, email: string): Promise<boolean> {
    return Promise.resolve(this.emails.has(email));
  }
}

export const fakeUnsubscribe: UnsubscribeLinks = {
  urlFor(shopId, email) {
    return Promise.resolve(`https://app.example/unsubscribe?shop=${shopId}&e=${encodeURIComponent(email)}`);
  },
};
