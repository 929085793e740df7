// Support tool: `CHANNELWILL_SIGN_SECRET=… npx tsx scripts/issue-super-admin-sign.ts <shop id>` prints
// a super-admin sign for the shop and the admin path that exchanges it (docs/product/auth-and-session.md). The sign works
// once, within five minutes, on a server configured with the same secret.
import { IssueSuperAdminSignUseCase } from '../server/application/auth/issue-super-admin-sign.use-case';
import { HmacShopSigns } from '../server/infrastructure/auth/hmac-shop-signs';

function fail(message: string): never {
  process.stderr.write(`${message}\nUsage: CHANNELWILL_SIGN_SECRET=… npx tsx scripts/issue-super-admin-sign.ts <shop id>\n`);
  process.exit(1);
}

const secret = process.env.CHANNELWILL_SIGN_SECRET;
if (!secret) fail('CHANNELWILL_SIGN_SECRET is not set.');
const shopIdText = process.argv[2] ?? '';
if (!/^[1-9]\d{0,15}$/.test(shopIdText) || !Number.isSafeInteger(Number(shopIdText))) fail('The shop id must be a positive whole number.');
const shopId = Number(shopIdText);

const { sign, sign_time } = new IssueSuperAdminSignUseCase(new HmacShopSigns(secret), () => new Date()).execute(shopId);
const query = new URLSearchParams({ sign, shopify_shop_id: String(shopId) });
process.stdout.write(`sign: ${sign}\nsign_time: ${sign_time}\npath: /auth?${query.toString()}\n`);
