import { inject, injectable } from 'inversify';
import { getAffiliateSign, reportAffiliateCampaign } from '../../contracts/affiliate.contract';
import { PICKER_APP_IDS } from '../../contracts/picker-store.contract';
import { affiliateReportType } from '../../domain/affiliate/affiliate-report';
import {
  type CampaignVisit,
  decodeCampaignVisit,
  encodeCampaignVisit,
  isReportedFor,
  markReportedFor,
  utmCampaignOf,
  visitAfterArrival,
  visitSecondsLeft,
} from '../../domain/affiliate/utm-campaign';
import { MS_PER_SECOND } from '../../domain/shared/time';
import { ApiError } from '../http/api-error';
import { type ContractClient } from '../http/contract-client.port';
import { type CampaignReportOutcome, type CampaignTracking, type ReportedShop } from '../session/campaign-tracking.port';
import { type Clock } from '../shell/clock.port';
import { COOKIES } from '../storage/cookie-names';
import { type CookieJar } from '../storage/cookie-jar.port';
import { TOKENS } from '../tokens';

/** The server answered and will not take the report as it is (a 4xx other than a rate limit): sending it again changes nothing. */
function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status !== null && error.status >= 400 && error.status < 500 && error.status !== 429;
}

/**
 * Campaign tracking (docs/product/public-pages.md#campaign-tracking). `noteArrival`: the campaign
 * a page is opened with, public or signed-in, goes to the utm cookie for 30 days from its landing.
 * `report`: once a shop is signed in, the campaign kept is reported for it, once, with a sign the
 * server makes for that shop, through the public client: a refusal is the report's alone and never
 * sends the merchant to the load-failed page. A report the server refused is not sent again; one
 * that did not arrive is tried with the next session.
 */
@injectable()
export class CampaignTracker implements CampaignTracking {
  constructor(
    @inject(TOKENS.ContractClient) private readonly client: ContractClient,
    @inject(TOKENS.PublicContractClient) private readonly publicClient: ContractClient,
    @inject(TOKENS.CookieJar) private readonly cookies: CookieJar,
    @inject(TOKENS.Clock) private readonly clock: Clock,
  ) {}

  noteArrival(url: URL): Promise<void> {
    const campaign = utmCampaignOf(url.searchParams);
    if (campaign) {
      const stored = this.stored();
      const visit = visitAfterArrival(stored, campaign, this.nowSeconds());
      if (visit !== stored) this.keep(visit);
    }
    return Promise.resolve();
  }

  async report(shop: ReportedShop): Promise<CampaignReportOutcome> {
    const visit = this.stored();
    if (!visit || visitSecondsLeft(visit, this.nowSeconds()) === 0 || isReportedFor(visit, shop.domain)) return 'nothing-to-report';
    try {
      const { sign, sign_time } = await this.client.call(getAffiliateSign, {});
      await this.publicClient.call(reportAffiliateCampaign, {
        type: affiliateReportType(visit.landedAt, shop.installedAt),
        ...visit.campaign,
        shop: shop.domain,
        sign,
        sign_time,
        app_id: PICKER_APP_IDS.reviews,
      });
    } catch (error) {
      if (!isRefusal(error)) throw error;
      this.keep(markReportedFor(visit, shop.domain));
      return 'refused';
    }
    this.keep(markReportedFor(visit, shop.domain));
    return 'reported';
  }

  private stored(): CampaignVisit | null {
    return decodeCampaignVisit(this.cookies.get(COOKIES.utm.name));
  }

  /** Writes the cookie for what is left of the visit's 30 days, never stretching them. */
  private keep(visit: CampaignVisit): void {
    const secondsLeft = visitSecondsLeft(visit, this.nowSeconds());
    if (secondsLeft > 0) this.cookies.set(COOKIES.utm.name, encodeCampaignVisit(visit), { maxAgeSeconds: secondsLeft });
  }

  private nowSeconds(): number {
    return Math.floor(this.clock.now() / MS_PER_SECOND);
  }
}
