// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/http/api-error';
import { ErrorBanner } from '../../../src/application/shell/error-banner';
import { ErrorBannerView } from '../../../src/ui/shell/error-banner';
import { renderWithProviders } from '../../support/render-with-providers';
import { createTestContainer } from '../../support/test-container';

afterEach(() => {
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

describe('the error banner', () => {
  it('offers chat only when the server failed, never for input it refused (a typo)', () => {
    const banner = new ErrorBanner();
    banner.showError(new ApiError('envelope', 'email: must be an e-mail address', 42200, null, 422));
    expect(banner.banner).toMatchObject({ isChat: false, isRefresh: false });
    banner.showError(new ApiError('envelope', 'id: must be given once', 40000, null, 400));
    expect(banner.banner).toMatchObject({ isChat: false });
    banner.showError(new ApiError('envelope', 'The database is unavailable', 50000, null, 500));
    expect(banner.banner).toMatchObject({ isChat: true });
  });

  it('is scrolled into view and focused each time it is shown, even with the same text', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    const container = createTestContainer();
    renderWithProviders(<ErrorBannerView />, { container });
    const errorBanner = container.get(ErrorBanner);
    act(() => void errorBanner.showError('Quota exceeded'));
    const banner = (await screen.findByText('Quota exceeded')).closest('[role="alert"]') as HTMLElement;
    expect(document.activeElement).toBe(banner);
    expect(scrolled).toHaveLength(1);
    (document.activeElement as HTMLElement).blur();
    act(() => void errorBanner.showError('Quota exceeded'));
    expect(scrolled).toHaveLength(2);
    expect(document.activeElement).toBe(screen.getByText('Quota exceeded').closest('[role="alert"]'));
  });
});
