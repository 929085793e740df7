// @vitest-environment jsdom
import { Button, Link } from '@shopify/polaris';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../../src/application/tokens';
import { createResolver } from '../../../src/composition/create-container';
import { ResolverProvider } from '../../../src/ui/kit/view-model-context';
import { PolarisAppProvider } from '../../../src/ui/shell/polaris-app-provider';
import { type FakeBrowserEnvironment } from '../../fakes/fake-browser-environment';
import { type FakeNavigator } from '../../fakes/fake-navigator';
import { createTestContainer } from '../../support/test-container';

/**
 * Renders Polaris links under the admin's own Polaris provider and returns the navigator their
 * clicks reach, and how many clicks reached the row around them.
 */
function renderLinks(): { readonly navigator: FakeNavigator; readonly rowClicks: () => number } {
  const container = createTestContainer();
  container.get<FakeBrowserEnvironment>(TOKENS.BrowserEnvironment).url = new URL('https://admin.example.test/settings');
  let rowClicks = 0;
  render(
    <ResolverProvider resolver={createResolver(container)}>
      <PolarisAppProvider>
        <div onClick={() => (rowClicks += 1)}>
          <Link url="/plan?source=navigation">See plans</Link>
          <Button url="/settings/api">API access</Button>
          <Link url="/settings">This page</Link>
          <Link url="/demo-store/products/linen-apron">Demo storefront</Link>
          <Link url="https://other.example.test/plan">Plans elsewhere</Link>
          <Link url="https://help.example.com/reviews" external>
            Help centre
          </Link>
          <Link url="/collect/orders" target="_blank">
            Orders in a new tab
          </Link>
          <Button url="/plan" download="plans.html">
            Save the plans page
          </Button>
        </div>
      </PolarisAppProvider>
    </ResolverProvider>,
  );
  return { navigator: container.get<FakeNavigator>(TOKENS.Navigator), rowClicks: () => rowClicks };
}

describe('links between the admin’s pages', () => {
  it('move inside the app on a plain click, once, as the menu does, and stay real links', () => {
    const { navigator, rowClicks } = renderLinks();
    const plans = screen.getByRole('link', { name: 'See plans' });
    expect(plans.getAttribute('href')).toBe('/plan?source=navigation');
    expect(fireEvent.click(plans)).toBe(false);
    expect(fireEvent.click(screen.getByRole('link', { name: 'API access' }))).toBe(false);
    // A table row that opens its primary link on a click never sees the click the link took.
    expect(rowClicks()).toBe(0);
    expect(navigator.navigations).toEqual([
      { to: '/plan?source=navigation', options: { replace: false } },
      { to: '/settings/api', options: { replace: false } },
    ]);
  });

  it('replace the page the admin is on rather than adding it to the history again', () => {
    const { navigator } = renderLinks();
    fireEvent.click(screen.getByRole('link', { name: 'This page' }));
    expect(navigator.navigations).toEqual([{ to: '/settings', options: { replace: true } }]);
  });

  it('leave a new tab, a modified click, a download, another site and the server’s own pages to the browser', () => {
    const { navigator, rowClicks } = renderLinks();
    const plans = screen.getByRole('link', { name: 'See plans' });
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(fireEvent.click(plans, modifier)).toBe(true);
    }
    expect(fireEvent.click(screen.getByRole('link', { name: 'Demo storefront' }))).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Plans elsewhere' }))).toBe(true);
    const help = screen.getByRole('link', { name: /Help centre/ });
    expect([help.getAttribute('target'), help.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
    expect(fireEvent.click(help)).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Orders in a new tab' }))).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Save the plans page' }))).toBe(true);
    expect(navigator.navigations).toEqual([]);
    expect(rowClicks()).toBe(10);
  });
});
