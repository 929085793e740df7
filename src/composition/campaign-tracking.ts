import { type Container } from 'inversify';
import { type CampaignTracking } from '../application/session/campaign-tracking.port';
import { TOKENS } from '../application/tokens';
import { lazyPort } from './lazy-port';

/**
 * Campaign tracking loads with its first call, which comes only with a campaign to keep or to
 * report, so the first screen does not carry it (docs/decisions/0046-first-screen-bundle.md).
 */
export function bindCampaignTracking(container: Container): void {
  container.bind(TOKENS.CampaignTracking).toConstantValue(
    lazyPort<CampaignTracking>(
      () => import('../application/affiliate/campaign-tracker').then(({ CampaignTracker }) => container.get(CampaignTracker)),
      { noteArrival: true, report: true },
    ),
  );
}
