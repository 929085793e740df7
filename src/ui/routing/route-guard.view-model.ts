import { inject, injectable } from 'inversify';
import { AuthTokenStore } from '../../application/auth/auth-token-store';
import { InstallReferral } from '../../application/auth/install-referral';
import { type CustomerMessaging } from '../../application/monitoring/customer-messaging.port';
import { type Monitoring } from '../../application/monitoring/monitoring.port';
import { type BrowserEnvironment } from '../../application/navigation/browser-environment.port';
import { AppSessionStore } from '../../application/session/app-session-store';
import { isEmbeddedContext, isHostMissing } from '../../application/session/embedding';
import { CAMPAIGN_SOURCE_PARAM, type CampaignTracking } from '../../application/session/campaign-tracking.port';
import { LoadSessionUseCase } from '../../application/session/load-session.use-case';
import { TOKENS } from '../../application/tokens';
import { decideRoute, type GuardDecision } from './route-guard';
import { findRoute } from './route-lookup';

/**
 * The router's side of the guard: feeds {@link decideRoute} from the page and the session, loads
 * the session before the first signed-in page ("Connecting to Shopify ..." meanwhile), and on every
 * route change scrolls to the top and reports a page view.
 */
@injectable()
export class RouteGuardViewModel {
  private readonly hostMissing: boolean;
  private sessionLoad: Promise<unknown> | null = null;
  /** The path last reported: an effect run again for it (React StrictMode) is not a new page view. */
  private reportedPath: string | null = null;

  constructor(
    @inject(TOKENS.BrowserEnvironment) private readonly browser: BrowserEnvironment,
    @inject(AuthTokenStore) private readonly tokens: AuthTokenStore,
    @inject(AppSessionStore) private readonly session: AppSessionStore,
    @inject(LoadSessionUseCase) private readonly loadSession: LoadSessionUseCase,
    @inject(TOKENS.CustomerMessaging) private readonly messaging: CustomerMessaging,
    @inject(TOKENS.Monitoring) private readonly monitoring: Monitoring,
    @inject(InstallReferral) private readonly referral: InstallReferral,
    @inject(TOKENS.CampaignTracking) private readonly campaigns: CampaignTracking,
  ) {
    this.hostMissing = isHostMissing(browser);
    session.setEmbedded(isEmbeddedContext(browser));
  }

  /**
   * Decides the route at `url`; a signed-in route waits for the session. `admitted` runs as soon as
   * the route will render, before that wait (the screen's first read starts then).
   */
  async check(url: URL, admitted: () => void = () => undefined): Promise<GuardDecision> {
    this.referral.noteArrival(url);
    // Only an address with a campaign loads the tracking; it never holds the navigation up.
    if (url.searchParams.has(CAMPAIGN_SOURCE_PARAM)) this.campaigns.noteArrival(url).catch(() => undefined);
    const route = findRoute(url.pathname);
    const decision = decideRoute({
      pathname: url.pathname,
      query: url.searchParams,
      access: route?.access ?? null,
      hostMissing: this.hostMissing,
      framedBySisterApps: route?.framedBySisterApps === true,
      inFrame: this.browser.isInFrame(),
      hasAppBridge: this.browser.hasAppBridge(),
      embedded: this.session.isEmbedded,
      hasStoredToken: this.tokens.read() !== null,
    });
    if (decision.kind === 'render') admitted();
    if (decision.kind === 'render' && decision.needsSession && this.session.shop === null) await this.ensureSession();
    return decision;
  }

  routeChanged(path: string): void {
    if (path === this.reportedPath) return;
    this.reportedPath = path;
    this.browser.scrollToTop();
    this.messaging.pageView(path);
    this.monitoring.routeChanged(path);
  }

  private ensureSession(): Promise<unknown> {
    this.sessionLoad ??= this.loadSession.execute().catch((error: unknown) => {
      this.sessionLoad = null;
      throw error;
    });
    return this.sessionLoad;
  }
}
