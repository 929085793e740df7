// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../../src/application/tokens';
import {
  disconnectInstagram,
  getInstagram,
  getInstagramMedia,
  getInstagramPosts,
  type InstagramAccountView,
  setInstagramPostHidden,
} from '../../../src/contracts/instagram.contract';
import { InstagramScreen } from '../../../src/ui/instagram/instagram.screen';
import { type FakeContractClient } from '../../fakes/fake-contract-client';
import { renderWithProviders } from '../../support/render-with-providers';
import { createTestContainer } from '../../support/test-container';

const CONNECTED: InstagramAccountView = { connected: true, username: 'starling_demo', account_id: '1784', connected_at: '2026-05-01T10:00:00.000Z', token_expires_at: null };
const POST = {
  id: 1,
  media_id: '18001',
  caption: 'Linen <b>apron</b> in the sun',
  permalink: 'https://www.instagram.com/p/18001/',
  image_url: '/upload/shop_1/a.png',
  posted_at: '2026-04-30T09:00:00.000Z',
  hidden: false,
  products: [{ id: 'gid://shopify/Product/1', title: 'Linen Apron' }],
};

function render() {
  const container = createTestContainer();
  const api = container.get<FakeContractClient>(TOKENS.ContractClient);
  api
    .on(getInstagram, CONNECTED)
    .on(getInstagramPosts, { posts: [POST] })
    .on(getInstagramMedia, { media: [{ media_id: '18001', caption: POST.caption, permalink: '', preview_url: 'https://cdn.example/a.png', posted_at: POST.posted_at, imported: true }] })
    .on(setInstagramPostHidden, (request) => ({ ...POST, hidden: request.hidden }));
  renderWithProviders(<InstagramScreen />, { container, path: '/integrated/instagram' });
  return { api, user: userEvent.setup() };
}

describe('InstagramScreen', () => {
  it('shows the connected account and each post with its products, its caption as text, and hides one', async () => {
    const { api, user } = render();
    expect(await screen.findByText('Connected as @starling_demo')).toBeTruthy();
    expect(screen.getByText('Tagged to: Linen Apron')).toBeTruthy();
    expect(screen.getAllByRole('img', { name: POST.caption })).not.toHaveLength(0);
    expect(document.querySelector('b')).toBeNull();
    await user.click(screen.getByRole('button', { name: `Hide: ${POST.caption}` }));
    await waitFor(() => expect(screen.getByText('Hidden')).toBeTruthy());
    expect(api.callsTo(setInstagramPostHidden)).toEqual([{ id: 1, hidden: true }]);
  });

  it('keeps the disconnect confirmation open with the reason when the server refuses', async () => {
    const { api, user } = render();
    api.fail(disconnectInstagram, 'instagram: try again in a minute');
    await user.click(await screen.findByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect Instagram?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await within(dialog).findByText('instagram: try again in a minute')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Disconnect Instagram?' })).toBeTruthy();
  });
});
