// @vitest-environment jsdom
import { Button, Link } from '@shopify/polaris';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../../src/application/tokens';
import { type FakeNavigator } from '../../fakes/fake-navigator';
import { renderWithProviders } from '../../support/render-with-providers';
import { createTestContainer } from '../../support/test-container';

/** Renders Polaris links as the admin draws them and returns the navigator their clicks reach. */
function renderLinks(): FakeNavigator {
  const container = createTestContainer();
  renderWithProviders(
    <>
      <Link url="/plan?source=navigation">See plans</Link>
      <Button url="/settings/api">API access</Button>
      <Link url="/demo-store/products/linen-apron">Demo storefront</Link>
      <Link url="https://help.example.com/reviews" external>
        Help centre
      </Link>
      <Link url="/collect/orders" target="_blank">
        Orders in a new tab
      </Link>
    </>,
    { container },
  );
  return container.get<FakeNavigator>(TOKENS.Navigator);
}

describe('links between the admin’s pages', () => {
  it('move inside the app on a plain click, as the menu does, and stay real links', () => {
    const navigator = renderLinks();
    const plans = screen.getByRole('link', { name: 'See plans' });
    expect(plans.getAttribute('href')).toBe('/plan?source=navigation');
    expect(fireEvent.click(plans)).toBe(false);
    expect(fireEvent.click(screen.getByRole('link', { name: 'API access' }))).toBe(false);
    expect(navigator.paths).toEqual(['/plan?source=navigation', '/settings/api']);
  });

  it('leave a new tab, a modified click, another site and the server’s own pages to the browser', () => {
    const navigator = renderLinks();
    expect(fireEvent.click(screen.getByRole('link', { name: 'See plans' }), { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'See plans' }), { metaKey: true })).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'See plans' }), { button: 1 })).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Demo storefront' }))).toBe(true);
    const help = screen.getByRole('link', { name: /Help centre/ });
    expect([help.getAttribute('target'), help.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
    expect(fireEvent.click(help)).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Orders in a new tab' }))).toBe(true);
    expect(navigator.paths).toEqual([]);
  });
});
