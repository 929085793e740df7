import { type AffiliateReportReceipt, type reportAffiliateCampaign } from '../../../src/contracts/affiliate.contract';
import { type ValidRequestOf } from '../../../src/contracts/contract';
import { AFFILIATE_SIGN_LIFETIME_SECONDS, isCreditableInstall } from '../../../src/domain/affiliate/affiliate-report';
import { UTM_COOKIE_DAYS } from '../../../src/domain/affiliate/utm-cookie';
import { signAgeSeconds, type ShopSigns } from '../auth/shop-signs.port';
import { redeemShopSign } from '../auth/used-sign-repository.port';
import { AppError, invalidInput } from '../shared/app-error';
import { type Transactions } from '../shared/transactions.port';
import { type ShopRepository } from '../shops/shop-repository.port';
import { type AffiliateReportWrites } from './affiliate-report-repository.port';

/** One refusal for an unknown shop and a sign that is not its own, so the answer tells nobody which shops exist. */
const notThisShopsSign = () => new AppError('unauthorized', 'sign: is not valid for this shop');

/**
 * The affiliate tracking report (docs/product/public-pages.md#campaign-tracking,
 * docs/decisions/0068-affiliate-reports-signed-by-the-server.md): kept only with a sign this server
 * made for the shop it names, for this purpose, within five minutes, and only once; the shop is
 * the sign's, never taken from the request alone.
 */
export class RecordAffiliateReportUseCase {
  constructor(
    private readonly signs: ShopSigns,
    private readonly shops: Pick<ShopRepository, 'findByDomain'>,
    private readonly transactions: Transactions<AffiliateReportWrites>,
    private readonly now: () => Date,
  ) {}

  async execute(request: ValidRequestOf<typeof reportAffiliateCampaign>): Promise<AffiliateReportReceipt> {
    const shop = await this.shops.findByDomain(request.shop);
    if (!shop || shop.uninstalledAt) throw notThisShopsSign();
    const signTime = this.signs.verify('affiliate', request.sign, shop.id);
    if (signTime === null) throw notThisShopsSign();
    if (signTime !== request.sign_time) throw new AppError('unauthorized', 'sign_time: is not the time the sign was made');
    const now = this.now();
    const ageSeconds = signAgeSeconds(signTime, now);
    if (ageSeconds < 0) throw new AppError('unauthorized', 'sign_time: is in the future');
    if (ageSeconds > AFFILIATE_SIGN_LIFETIME_SECONDS) {
      throw new AppError('unauthorized', `sign_time: the sign has expired (signs last ${AFFILIATE_SIGN_LIFETIME_SECONDS} seconds)`);
    }
    if (request.type === 'install' && !isCreditableInstall(shop.installedAt, now)) {
      throw invalidInput('type', `install: the shop was installed more than ${UTM_COOKIE_DAYS} days ago, before any campaign still kept`);
    }
    const added = await this.transactions.run(async ({ usedSigns, reports }) => {
      await redeemShopSign(usedSigns, shop, request.sign, now, AFFILIATE_SIGN_LIFETIME_SECONDS);
      return reports.add(shop, {
        type: request.type,
        campaign: { source: request.source, medium: request.medium, campaign: request.campaign, content: request.content },
        appId: request.app_id,
        reportedAt: now,
      });
    });
    return { type: request.type, duplicate: !added };
  }
}
