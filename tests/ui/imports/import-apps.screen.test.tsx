// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError, INVALID_INPUT_CODE } from '../../../src/application/http/api-error';
import { TOKENS } from '../../../src/application/tokens';
import {
  addManualReview,
  connectDropshipman,
  type DropshipmanConnection,
  getDropshipmanConnection,
  getDropshipmanProducts,
  importFromReviewApp,
  syncDropshipmanReviews,
} from '../../../src/contracts/import-apps.contract';
import { DropshipmanSyncScreen } from '../../../src/ui/imports/dropshipman-sync.screen';
import { ManualImportScreen } from '../../../src/ui/imports/manual-import.screen';
import { ReviewAppImportScreen } from '../../../src/ui/imports/review-app-import.screen';
import { type FakeContractClient } from '../../fakes/fake-contract-client';
import { type FakeToaster } from '../../fakes/fake-toaster';
import { renderWithProviders } from '../../support/render-with-providers';
import { createTestContainer } from '../../support/test-container';
import { importJob } from '../../fakes/fake-imports';

const JOB = importJob({ id: 7, kind: 'dropshipman', origin: 'dropshipman', label: 'Dropshipman', status: 'queued', total_rows: 2, created_at: '2025-01-15T12:00:00.000Z' });

const refused = (message: string) => new ApiError('envelope', message, INVALID_INPUT_CODE, null, 422);

function render(element: JSX.Element, path: string, answer: (api: FakeContractClient) => void) {
  const container = createTestContainer();
  const api = container.get<FakeContractClient>(TOKENS.ContractClient);
  answer(api);
  renderWithProviders(element, { container, path });
  return { api, toaster: container.get<FakeToaster>(TOKENS.Toaster), user: userEvent.setup() };
}

describe('DropshipmanSyncScreen', () => {
  it('connects with a key, shows the linked products with their counts, and syncs the ticked one', async () => {
    let connection: DropshipmanConnection = { connected: false, key_hint: '', connected_at: null };
    const { api, user } = render(<DropshipmanSyncScreen />, '/import/dropshipman_sync', (fake) =>
      fake
        .on(getDropshipmanConnection, () => connection)
        .on(connectDropshipman, ({ api_key }) => {
          if (api_key !== 'good-key-1234') throw refused('api_key: Dropshipman refused it; check that it is copied whole');
          connection = { connected: true, key_hint: '••••1234', connected_at: '2025-01-15T12:00:00.000Z' };
          return connection;
        })
        .on(getDropshipmanProducts, {
          products: [
            { shopify_product_id: '1', supplier_product_id: 'ae1', supplier_title: 'Ceramic mug', review_count: 12, synced_at: null, last_job_id: null },
            { shopify_product_id: '2', supplier_product_id: 'ae2', supplier_title: 'Desk lamp', review_count: 3, synced_at: '2025-01-10T10:00:00.000Z', last_job_id: 3 },
          ],
        })
        .on(syncDropshipmanReviews, JOB),
    );
    const key = await screen.findByLabelText('Dropshipman API key');
    await user.type(key, 'bad-key-9999');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('Dropshipman refused it; check that it is copied whole')).toBeTruthy();

    await user.clear(key);
    await user.type(key, 'good-key-1234');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('Connected with the key ••••1234')).toBeTruthy();
    expect(screen.queryByDisplayValue('good-key-1234')).toBeNull();
    expect(await screen.findByText(/Reviews: 12 · Not synced yet/)).toBeTruthy();
    expect(screen.getByText(/Reviews: 3 · Synced on/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sync all products' })).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: 'Ceramic mug' }));
    await user.selectOptions(screen.getByLabelText('Minimum rating'), '4');
    await user.click(screen.getByRole('checkbox', { name: 'Only reviews with photos' }));
    expect(screen.getByText('Reviews to read: 12')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sync selected products (1)' }));
    expect(await screen.findByText('Import started')).toBeTruthy();
    expect(api.callsTo(syncDropshipmanReviews)).toEqual([{ product_ids: ['1'], min_rating: 4, only_with_photos: true }]);
    expect(screen.getByRole('link', { name: 'View progress' }).getAttribute('href')).toBe('/import/file_import?job=7');
  });
});

describe('ReviewAppImportScreen', () => {
  it('asks for the chosen app\'s credentials, says they are not stored, and imports once', async () => {
    const { api, user } = render(<ReviewAppImportScreen />, '/collect/auth_import', (fake) =>
      fake.on(importFromReviewApp, (request) => {
        if ('api_token' in request && request.api_token === 'wrong-token') throw refused('api_token: Judge.me refused it; check that it is copied whole');
        return { ...JOB, id: 9, kind: 'other_app' as const, origin: request.app };
      }),
    );
    expect(screen.getByText('Your credentials are used once for this import and are not stored.')).toBeTruthy();
    expect(screen.getByText(/In Judge\.me, open Settings/)).toBeTruthy();
    const importButton = screen.getByRole('button', { name: 'Import reviews' });
    expect(importButton.hasAttribute('disabled') || importButton.getAttribute('aria-disabled') === 'true').toBe(true);

    await user.type(screen.getByLabelText('Shop domain (…myshopify.com)'), 'moving.myshopify.com');
    await user.type(screen.getByLabelText('Private API token'), 'wrong-token');
    await user.click(importButton);
    expect(await screen.findByText('Judge.me refused it; check that it is copied whole')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Review app'), 'okendo');
    expect(screen.queryByLabelText('Private API token')).toBeNull();
    expect(screen.getByText(/In Okendo, open Settings/)).toBeTruthy();
    await user.type(screen.getByLabelText('Store ID'), 'store-1');
    await user.type(screen.getByLabelText('API key'), 'okendo-key-1');
    await user.click(screen.getByRole('checkbox', { name: 'Publish the reviews the app shows' }));
    await user.click(screen.getByRole('button', { name: 'Import reviews' }));
    expect(await screen.findByText('Import started')).toBeTruthy();
    expect(api.callsTo(importFromReviewApp).at(-1)).toEqual({ app: 'okendo', store_id: 'store-1', api_key: 'okendo-key-1', publish: false });
    expect(screen.getByLabelText<HTMLInputElement>('API key').value).toBe('');
    expect(screen.getByRole('link', { name: 'View progress' }).getAttribute('href')).toBe('/import/file_import?job=9');
  });
});

describe('ManualImportScreen', () => {
  it('shows each missing field inline and sends nothing', async () => {
    const { api, user } = render(<ManualImportScreen />, '/collect/manual_import', () => undefined);
    await user.click(await screen.findByRole('button', { name: 'Add review' }));
    expect(screen.getByText('Choose a product, or tick store review.')).toBeTruthy();
    expect(screen.getByText('Choose a rating.')).toBeTruthy();
    expect(screen.getByText('Write the review.')).toBeTruthy();
    expect(screen.getByText("Enter the reviewer's name.")).toBeTruthy();
    expect(api.callsTo(addManualReview)).toEqual([]);
  });

  it('adds a store review, says so, resets the form and links to the review', async () => {
    const { api, toaster, user } = render(<ManualImportScreen />, '/collect/manual_import', (fake) =>
      fake.on(addManualReview, (request) => {
        if (request.author_email === 'taken@example') throw refused('author_email: must be an e-mail address or empty');
        return { ...JOB, id: 11, kind: 'manual' as const, origin: 'manual' as const, label: request.author_name };
      }),
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Store review (about the store, not a product)' }));
    await user.selectOptions(screen.getByLabelText('Rating'), '5');
    await user.type(screen.getByLabelText('Review'), 'Friendly staff and quick delivery.');
    await user.type(screen.getByLabelText('Reviewer name'), 'Ana Lima');
    const date = screen.getByLabelText<HTMLInputElement>('Review date');
    await user.clear(date);
    await user.type(date, '2099-01-01');
    await user.click(screen.getByRole('button', { name: 'Add review' }));
    expect(screen.getByText('The date cannot be in the future.')).toBeTruthy();
    await user.clear(date);
    await user.type(date, '2025-01-02');
    const country = screen.getByLabelText<HTMLSelectElement>('Country');
    expect(country.options[0]?.text).toBe('No country');
    expect([...country.options].map((option) => option.text)).toContain('Brazil');
    await user.selectOptions(country, 'BR');
    await user.type(screen.getByLabelText('Your reply'), 'Thank you!');
    await user.click(screen.getByRole('checkbox', { name: 'The reviewer was given an incentive' }));
    await user.click(screen.getByRole('button', { name: 'Add review' }));

    await waitFor(() => expect(toaster.shown.at(-1)).toMatchObject({ content: 'Review added' }));
    expect(api.callsTo(addManualReview)).toEqual([
      {
        product_id: '',
        rating: 5,
        title: '',
        body: 'Friendly staff and quick delivery.',
        author_name: 'Ana Lima',
        author_email: '',
        commented_at: '2025-01-02',
        country: 'BR',
        photos: [],
        videos: [],
        reply: 'Thank you!',
        incentivized: true,
        published: true,
      },
    ]);
    expect(screen.getByLabelText<HTMLTextAreaElement>('Review').value).toBe('');
    expect(screen.getByRole('link', { name: 'View the review' }).getAttribute('href')).toBe('/reviewList?search_field=author&keyword=Ana+Lima');
    expect(screen.getByRole('link', { name: 'View progress' }).getAttribute('href')).toBe('/import/file_import?job=11');
  });
});
