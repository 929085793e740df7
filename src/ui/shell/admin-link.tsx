import { type AppProviderProps } from '@shopify/polaris';
import { inject, injectable } from 'inversify';
import { type AnchorHTMLAttributes, forwardRef, type MouseEvent, type ReactNode } from 'react';
import { type BrowserEnvironment } from '../../application/navigation/browser-environment.port';
import { type Navigator } from '../../application/navigation/navigator.port';
import { TOKENS } from '../../application/tokens';
import { useService } from '../kit/view-model-context';
import { findRoute } from '../routing/route-lookup';

/** Polaris types its link component's props with a catch-all `any`; ours names what it reads. */
type PolarisLinkComponent = NonNullable<AppProviderProps['linkComponent']>;

/** What Polaris hands its `linkComponent` (its `LinkLikeComponentProps`, typed without the catch-all). */
interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'download'> {
  readonly url: string;
  readonly external?: boolean;
  readonly target?: string;
  readonly download?: string | boolean;
  readonly children?: ReactNode;
}

/** The router's navigation, for links drawn anywhere under the container (overlays included). */
@injectable()
export class AdminLinkNavigation {
  constructor(
    @inject(TOKENS.Navigator) private readonly navigator: Navigator,
    @inject(TOKENS.BrowserEnvironment) private readonly browser: BrowserEnvironment,
  ) {}

  /**
   * Follows a plain click on a link to one of the admin's own pages client-side; anything else
   * (another site, the demo storefront, a download, a new tab, a modified click) the browser does.
   * A click it takes goes no further: a table row that opens its primary link on a click would
   * otherwise follow it a second time. The page the admin is on is replaced, not added to history.
   */
  follow(event: MouseEvent<HTMLAnchorElement>, link: { readonly url: string; readonly opensElsewhere: boolean }): void {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (link.opensElsewhere) return;
    const here = this.browser.currentUrl();
    const target = new URL(link.url, here);
    if (target.origin !== here.origin || findRoute(target.pathname) === null) return;
    event.preventDefault();
    event.stopPropagation();
    const to = `${target.pathname}${target.search}${target.hash}`;
    this.navigator.navigate(to, { replace: to === `${here.pathname}${here.search}${here.hash}` });
  }
}

/**
 * Polaris' `linkComponent`: its links and `url` buttons move between the admin's pages as the
 * menu does, without loading the whole app again (which lost what the page held and, embedded,
 * the Shopify admin's context), and still render a real `<a href>` (docs/product/auth-and-session.md#links-between-pages).
 */
export const AdminLink = forwardRef<HTMLAnchorElement, LinkProps>(function AdminLink({ url, external, target, download, children, onClick, ...rest }, ref) {
  const navigation = useService(AdminLinkNavigation);
  const opensIn = external ? '_blank' : target;
  return (
    <a
      {...rest}
      ref={ref}
      href={url}
      target={opensIn}
      rel={opensIn === '_blank' ? 'noopener noreferrer' : undefined}
      download={download}
      onClick={(event) => {
        onClick?.(event);
        navigation.follow(event, { url, opensElsewhere: (download !== undefined && download !== false) || (opensIn !== undefined && opensIn !== '_self') });
      }}
    >
      {children}
    </a>
  );
}) as PolarisLinkComponent;
