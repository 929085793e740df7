// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Container } from 'inversify';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppSessionStore } from '../../../src/application/session/app-session-store';
import { TOKENS } from '../../../src/application/tokens';
import { enableDevelopmentThemeEmbed, getNewSetupGuide, type SetupGuide, skipSetupGuide } from '../../../src/contracts/setup-guide.contract';
import { saveShopConfig } from '../../../src/contracts/shop-config.contract';
import { GuideScreen } from '../../../src/ui/home/guide/guide.screen';
import { SetupGuideCard } from '../../../src/ui/home/guide/setup-guide-card';
import { GuideBanner } from '../../../src/ui/shell/guide-banner';
import { type FakeContractClient } from '../../fakes/fake-contract-client';
import { OPEN_GUIDE } from '../../fakes/setup-guide-fixtures';
import { renderRoutes } from '../../support/render-with-providers';
import { createTestContainer } from '../../support/test-container';

function Where() {
  const { pathname } = useLocation();
  return <p>Now at {pathname}</p>;
}

const tick = (guide: SetupGuide, ids: readonly number[]): SetupGuide => {
  const steps = guide.steps.map((step) => ({ ...step, done: step.done || ids.includes(step.id) }));
  const completed = steps.filter((step) => step.done).length;
  return { ...guide, steps, completed, all_done: completed === guide.total };
};

/** The guide's calls answered from `state.guide`, which a test changes as the server would. */
function setUp(initial: SetupGuide = OPEN_GUIDE) {
  const container: Container = createTestContainer();
  const state = { guide: initial };
  const api = container
    .get<FakeContractClient>(TOKENS.ContractClient)
    .on(getNewSetupGuide, () => state.guide)
    .on(skipSetupGuide, () => (state.guide = { ...state.guide, skip_install: 1 }))
    .on(enableDevelopmentThemeEmbed, () => (state.guide = tick(state.guide, [1])))
    .on(saveShopConfig, (changes) => ({ ...changes }));
  return { container, state, api, user: userEvent.setup() };
}

function render(container: Container, path: string, element: React.ReactElement) {
  renderRoutes([
      { path, element },
      { path: '*', element: <Where /> },
    ], path, container);
}

describe('the setup guide screen', () => {
  it('shows the progress and one card per step, done or to do, each leading to where it is done', async () => {
    const { container, state, user } = setUp();
    state.guide = tick(OPEN_GUIDE, [2]);
    render(container, '/guide', <GuideScreen />);
    expect(await screen.findByRole('heading', { level: 2, name: '1 of 4 steps done' })).toBeTruthy();
    expect(screen.getByRole('progressbar')).toBeTruthy();
    for (const title of ['Switch on the app embed', 'Customise a reviews widget', 'Import your reviews', 'Look at review discounts']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeTruthy();
    }
    expect(screen.getAllByText('Done')).toHaveLength(1);
    expect(screen.getAllByText('To do')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Import reviews' }));
    expect(await screen.findByText('Now at /import')).toBeTruthy();
  });

  it('in a development store, switches the embed on here, the step then ticked', async () => {
    const { container, api, user } = setUp();
    render(container, '/guide', <GuideScreen />);
    expect(await screen.findByText('A development store has no theme editor: this switch stands in for it.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Switch the app embed on' }));
    expect(await screen.findByRole('heading', { level: 2, name: '1 of 4 steps done' })).toBeTruthy();
    expect(api.callsTo(enableDevelopmentThemeEmbed)).toHaveLength(1);
  });

  it('opens the theme editor in a new tab and reads the guide again when the tab is shown again', async () => {
    const { container, state, api } = setUp({ ...OPEN_GUIDE, theme_editor_url: 'https://shop.myshopify.com/admin/themes/current/editor?context=apps' });
    render(container, '/guide', <GuideScreen />);
    const editor = await screen.findByRole('link', { name: 'Open the theme editor: Switch on the app embed' });
    expect(editor.getAttribute('href')).toBe('https://shop.myshopify.com/admin/themes/current/editor?context=apps');
    expect(editor.getAttribute('target')).toBe('_blank');
    state.guide = tick(state.guide, [1]);
    const reads = api.callsTo(getNewSetupGuide).length;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await screen.findByRole('heading', { level: 2, name: '1 of 4 steps done' })).toBeTruthy();
    expect(api.callsTo(getNewSetupGuide).length).toBe(reads + 1);
  });

  it('skips the guide: saved on the server, the guide over, on to the dashboard', async () => {
    const { container, api, user } = setUp();
    const session = container.get(AppSessionStore);
    session.setInGuide(true);
    render(container, '/guide', <GuideScreen />);
    await screen.findByRole('heading', { level: 2, name: '0 of 4 steps done' });
    await user.click(screen.getByRole('button', { name: 'Skip guide' }));
    expect(await screen.findByText('Now at /')).toBeTruthy();
    expect(api.callsTo(skipSetupGuide)).toHaveLength(1);
    expect(session.isInGuide).toBe(false);
  });

  it('celebrates a finished guide and leads to the dashboard without skipping anything', async () => {
    const { container, api, user } = setUp({ ...tick(OPEN_GUIDE, [1, 2, 3, 4]), skip_install: 1 });
    render(container, '/guide', <GuideScreen />);
    expect(await screen.findByText('Your store is set up')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Go to dashboard' }));
    expect(await screen.findByText('Now at /')).toBeTruthy();
    expect(api.callsTo(skipSetupGuide)).toHaveLength(0);
  });
});

describe('the dashboard’s setup guide card', () => {
  it('folds the steps away until asked, and a dismissal hides it for good', async () => {
    const { container, user } = setUp(tick(OPEN_GUIDE, [3]));
    render(container, '/', <SetupGuideCard />);
    expect(await screen.findByText('1 of 4 steps done')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show steps' }));
    expect(screen.getByRole('button', { name: 'Hide steps' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Look at review discounts')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'See review discounts' }));
    expect(await screen.findByText('Now at /collect/discount')).toBeTruthy();
  });

  it('writes hide_setup_guide when dismissed and disappears', async () => {
    const { container, api, user } = setUp();
    render(container, '/', <SetupGuideCard />);
    await user.click(await screen.findByRole('button', { name: 'Dismiss the setup guide' }));
    await waitFor(() => expect(screen.queryByText('0 of 4 steps done')).toBeNull());
    expect(api.callsTo(saveShopConfig)).toEqual([{ hide_setup_guide: '1' }]);
  });

  it.each([
    ['dismissed before', { ...OPEN_GUIDE, hide_setup_guide: '1' as const }],
    ['every step done', tick(OPEN_GUIDE, [1, 2, 3, 4])],
  ])('is not shown with %s', async (_case, guide) => {
    const { container, api } = setUp(guide);
    render(container, '/', <SetupGuideCard />);
    await waitFor(() => expect(api.callsTo(getNewSetupGuide).length).toBeGreaterThan(0));
    await act(() => Promise.resolve());
    expect(screen.queryByText(/steps done/)).toBeNull();
  });
});

describe('the guide banner', () => {
  it('shows on other screens while a step is open, leads to the guide, and a dismissal writes is_guide_banner 2', async () => {
    const { container, api, user } = setUp(tick(OPEN_GUIDE, [1]));
    render(container, '/reviewList', <GuideBanner path="/reviewList" />);
    expect(await screen.findByRole('heading', { name: 'Finish setting up Starling Reviews' })).toBeTruthy();
    expect(screen.getByText('1 of 4 steps done.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Dismiss this banner' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Finish setting up Starling Reviews' })).toBeNull());
    expect(api.callsTo(saveShopConfig)).toEqual([{ is_guide_banner: '2' }]);
  });

  it('takes the merchant back to the guide', async () => {
    const { container, user } = setUp();
    render(container, '/reviewList', <GuideBanner path="/reviewList" />);
    await user.click(await screen.findByRole('button', { name: 'Continue the setup guide' }));
    expect(await screen.findByText('Now at /guide')).toBeTruthy();
  });

  it.each(['/', '/guide'])('is neither shown nor read on %s, which show the guide themselves', async (path) => {
    const { container, api } = setUp();
    render(container, path, <GuideBanner path={path} />);
    await act(() => Promise.resolve());
    expect(screen.queryByRole('heading', { name: 'Finish setting up Starling Reviews' })).toBeNull();
    expect(api.callsTo(getNewSetupGuide)).toHaveLength(0);
  });

  it.each([
    ['once dismissed', '/reviewList', { ...OPEN_GUIDE, is_guide_banner: '2' as const }],
    ['once every step is done', '/reviewList', tick(OPEN_GUIDE, [1, 2, 3, 4])],
  ])('is not shown %s', async (_case, path, guide) => {
    const { container, api } = setUp(guide);
    render(container, path, <GuideBanner path={path} />);
    await waitFor(() => expect(api.callsTo(getNewSetupGuide).length).toBeGreaterThan(0));
    await act(() => Promise.resolve());
    expect(screen.queryByRole('heading', { name: 'Finish setting up Starling Reviews' })).toBeNull();
  });

  it('raises no error over the screen when the guide cannot be read', async () => {
    const { container } = setUp();
    container.get<FakeContractClient>(TOKENS.ContractClient).fail(getNewSetupGuide, 'Network Error');
    render(container, '/reviewList', <GuideBanner path="/reviewList" />);
    await act(() => Promise.resolve());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
