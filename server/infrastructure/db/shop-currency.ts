import { and, eq } from 'drizzle-orm';
import { notFound } from '../../application/shared/app-error';
import { type AuthenticatedShop } from '../../application/shared/authenticated-shop';
import { type ShopCurrency } from '../../application/shops/shop-currency.port';
import { type AppDatabase } from './database';
import { shops } from './schema';

/** The authenticated shop's currency; not found when the shop is gone. */
export async function shopCurrency(db: AppDatabase, shop: AuthenticatedShop): Promise<ShopCurrency> {
  const [row] = await db
    .select({ code: shops.currencyCode, symbol: shops.currencySymbol })
    .from(shops)
    .where(and(eq(shops.id, shop.id), eq(shops.domain, shop.domain)));
  if (!row) throw notFound('shop');
  return row;
}
