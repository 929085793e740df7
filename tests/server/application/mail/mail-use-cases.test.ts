import { describe, expect, it } from 'vitest';
import { type CaughtMailRepository } from '../../../../server/application/mail/caught-mail-repository.port';
import { type EmailSuppressionRepository } from '../../../../server/application/mail/email-suppression-repository.port';
import { OutboxUseCases } from '../../../../server/application/mail/outbox-use-cases';
import { type UnsubscribeClaims, type UnsubscribeTokens } from '../../../../server/application/mail/unsubscribe-tokens.port';
import { UnsubscribeUseCase } from '../../../../server/application/mail/unsubscribe.use-case';
import { AppError } from '../../../../server/application/shared/app-error';
import { type ShopRecord } from '../../../../server/application/shops/shop-repository.port';
import { CAUGHT_MAILS_KEPT_PER_SHOP } from '../../../../src/domain/collect/outbox';

const SHOP = { id: 3, domain: 'acme.myshopify.com' };

class TableTokens implements UnsubscribeTokens {
  constructor(private readonly table: Readonly<Record<string, UnsubscribeClaims>>) {}
  urlFor(shopId: number, email: string): Promise<string> {
    return Promise.resolve(`https://reviews.test/unsubscribe?t=${shopId}:${email}`);
  }
  read(token: string): Promise<UnsubscribeClaims | null> {
    return Promise.resolve(this.table[token] ?? null);
  }
}

class MemorySuppressions implements EmailSuppressionRepository {
  readonly rows = new Set<string>();
  isSuppressed(shopId: number, email: string): Promise<boolean> {
    return Promise.resolve(this.rows.has(`${shopId}:${email.toLowerCase()}`));
  }
  suppress(shopId: number, email: string): Promise<void> {
    this.rows.add(`${shopId}:${email}`);
    return Promise.resolve();
  }
}

const shops = {
  findById: (id: number) => Promise.resolve(id === SHOP.id ? ({ id, name: 'Acme Goods' } as ShopRecord) : null),
};

describe('UnsubscribeUseCase', () => {
  const tokens = new TableTokens({ good: { shopId: SHOP.id, email: 'Mia@Example.com' }, gone: { shopId: 99, email: 'leo@example.com' } });

  it('shows who is asked, then stores the address in lower case at once', async () => {
    const suppressions = new MemorySuppressions();
    const unsubscribe = new UnsubscribeUseCase(tokens, suppressions, shops);
    expect(await unsubscribe.check('good')).toEqual({ valid: true, shopName: 'Acme Goods', email: 'Mia@Example.com', unsubscribed: false });
    expect(await unsubscribe.unsubscribe('good')).toMatchObject({ valid: true, unsubscribed: true });
    expect([...suppressions.rows]).toEqual(['3:mia@example.com']);
    expect(await unsubscribe.check('good')).toMatchObject({ unsubscribed: true });
  });

  it('stores nothing for a link that is not genuine or whose shop is gone', async () => {
    const suppressions = new MemorySuppressions();
    const unsubscribe = new UnsubscribeUseCase(tokens, suppressions, shops);
    for (const token of ['forged', 'gone']) {
      expect(await unsubscribe.check(token)).toEqual({ valid: false });
      expect(await unsubscribe.unsubscribe(token)).toEqual({ valid: false });
    }
    expect(suppressions.rows.size).toBe(0);
  });
});

describe('OutboxUseCases', () => {
  const mail = { id: 5, to: 'mia@example.com', subject: 'Hi', received_at: '2026-11-20T10:00:00.000Z' };
  const asked: { shop: number; limit?: number; id?: number }[] = [];
  const repository: CaughtMailRepository = {
    keep: () => Promise.resolve(),
    list: (shop, limit) => {
      asked.push({ shop: shop.id, limit });
      return Promise.resolve([mail]);
    },
    get: (shop, id) => {
      asked.push({ shop: shop.id, id });
      return Promise.resolve(id === mail.id ? { ...mail, message_id: '<m@t>', from: 'a@t', html: '', text: '', headers: [] } : null);
    },
  };

  it("lists the shop's kept mail and says where mail goes", async () => {
    expect(await new OutboxUseCases(repository, 'caught').list(SHOP)).toEqual({ delivery: 'caught', mails: [mail] });
    expect(await new OutboxUseCases(repository, 'smtp').list(SHOP)).toMatchObject({ delivery: 'smtp' });
    expect(asked[0]).toEqual({ shop: SHOP.id, limit: CAUGHT_MAILS_KEPT_PER_SHOP });
  });

  it('opens one mail of the shop, and answers notFound naming id otherwise', async () => {
    const outbox = new OutboxUseCases(repository, 'caught');
    expect(await outbox.get(SHOP, 5)).toMatchObject({ id: 5, message_id: '<m@t>' });
    const missing = await outbox.get(SHOP, 6).catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(AppError);
    expect(missing).toMatchObject({ kind: 'notFound', message: expect.stringContaining('id') });
  });
});
