// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../support/render-app';

describe('the error pages', () => {
  it('/400 says the load failed and goes back one step', async () => {
    const user = userEvent.setup();
    const app = renderApp('/plan', { signedIn: true });
    await screen.findByRole('heading', { level: 1, name: 'Plan' });
    app.router.navigate('/400');
    expect(await screen.findByText('Load failed')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(app.router.shown?.location.pathname).toBe('/plan'));
  });

  it('/404 leads back to the dashboard', async () => {
    const user = userEvent.setup();
    const app = renderApp('/404', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Go to the dashboard' }));
    await waitFor(() => expect(app.router.shown?.location.pathname).toBe('/'));
  });
});
