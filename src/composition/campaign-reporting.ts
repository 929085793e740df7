import { type Container } from 'inversify';
import { type CampaignReporter } from '../application/session/campaign-reporter.port';
import { TOKENS } from '../application/tokens';
import { lazyPort } from './lazy-port';

/**
 * The affiliate tracking report runs after the session loads: its use-case and contracts come with
 * that first call, not with the first screen (docs/decisions/0046-first-screen-bundle.md).
 */
export function bindCampaignReporting(container: Container): void {
  container.bind(TOKENS.CampaignReporter).toConstantValue(
    lazyPort<CampaignReporter>(
      () => import('../application/affiliate/report-affiliate-campaign.use-case').then(({ ReportAffiliateCampaignUseCase }) => container.get(ReportAffiliateCampaignUseCase)),
      { report: true },
    ),
  );
}
