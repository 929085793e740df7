import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useViewModel } from '../kit/view-model-context';
import { AppFrame } from './app-frame';
import { BillingReturn } from './billing-return';
import { DiscountOffer } from './discount-offer';
import { EmbeddedNavMenu } from './embedded-nav-menu';
import { ErrorBannerView } from './error-banner';
import { Footer } from './footer';
import { GuideBanner } from './guide-banner';
import { NpsSurvey } from './nps-survey';
import { StandaloneOverlays } from './standalone-overlays';
import { TopNavigation } from './top-navigation';
import { TopNavigationViewModel } from './top-navigation.view-model';

/**
 * The frame of every signed-in page (docs/product/overview.md "Shell"): top bar or the Shopify admin's nav menu,
 * the error banner, the NPS survey, the return from a charge's confirmation, the page, the setup guide's banner, the
 * footer, the upgrade offer, and the standalone toasts and save bar.
 */
export const AppLayout = observer(function AppLayout() {
  const { pathname } = useLocation();
  const topNavigation = useViewModel(TopNavigationViewModel);
  const mode = topNavigation.mode(pathname);
  useEffect(() => topNavigation.followPath(pathname), [topNavigation, pathname]);
  return (
    <AppFrame {...(mode === 'hidden' ? {} : { topBar: <TopNavigation viewModel={topNavigation} /> })}>
      <EmbeddedNavMenu />
      <ErrorBannerView />
      <NpsSurvey />
      <BillingReturn />
      <Outlet />
      {/* Below the page: it arrives after the page's first paint, and above it would push the page down (layout shift). */}
      <GuideBanner path={pathname} />
      <Footer path={pathname} />
      <DiscountOffer path={pathname} />
      <StandaloneOverlays />
    </AppFrame>
  );
});
