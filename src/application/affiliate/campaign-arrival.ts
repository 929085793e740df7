import { inject, injectable } from 'inversify';
import { decodeCampaignVisit, encodeCampaignVisit, utmCampaignOf, visitAfterArrival, visitSecondsLeft } from '../../domain/affiliate/utm-campaign';
import { MS_PER_SECOND } from '../../domain/shared/time';
import { type Clock } from '../shell/clock.port';
import { COOKIES } from '../storage/cookie-names';
import { type CookieJar } from '../storage/cookie-jar.port';
import { TOKENS } from '../tokens';

/**
 * The campaign (`utm_*`) a page of the admin is opened with, public or signed-in, kept in the utm
 * cookie for 30 days from its landing (docs/product/public-pages.md#campaign-tracking).
 */
@injectable()
export class CampaignArrival {
  constructor(
    @inject(TOKENS.CookieJar) private readonly cookies: CookieJar,
    @inject(TOKENS.Clock) private readonly clock: Clock,
  ) {}

  noteArrival(url: URL): void {
    const campaign = utmCampaignOf(url.searchParams);
    if (!campaign) return;
    const nowSeconds = Math.floor(this.clock.now() / MS_PER_SECOND);
    const stored = decodeCampaignVisit(this.cookies.get(COOKIES.utm.name));
    const visit = visitAfterArrival(stored, campaign, nowSeconds);
    if (visit === stored) return;
    this.cookies.set(COOKIES.utm.name, encodeCampaignVisit(visit), { maxAgeSeconds: visitSecondsLeft(visit, nowSeconds) });
  }
}
