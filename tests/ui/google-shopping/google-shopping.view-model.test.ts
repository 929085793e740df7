import { describe, expect, it } from 'vitest';
import { getGoogleShoppingFeed, rotateGoogleShoppingFeedUrl, setGoogleShoppingFeedEnabled, type GoogleShoppingFeedStatus } from '../../../src/contracts/google-shopping.contract';
import { GoogleShoppingViewModel } from '../../../src/ui/google-shopping/google-shopping.view-model';
import { FakeContractClient } from '../../fakes/fake-contract-client';
import { FakeToaster } from '../../fakes/fake-toaster';

const URL_1 = 'https://app.example/feeds/google/product_reviews/7.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.xml';
const URL_2 = 'https://app.example/feeds/google/product_reviews/7.BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB.xml';

function feed(over: Partial<GoogleShoppingFeedStatus> = {}): GoogleShoppingFeedStatus {
  return {
    enabled: false,
    url: URL_1,
    last_fetched_at: null,
    included: 0,
    spam_flagged: 0,
    low_ratings_included: 0,
    left_out: { unpublished: 0, product_missing: 0, product_not_active: 0, empty_content: 0 },
    minimum_reviews: 50,
    ...over,
  };
}

function createViewModel(client: FakeContractClient) {
  const toaster = new FakeToaster();
  return { viewModel: new GoogleShoppingViewModel(client, toaster), toaster };
}

describe('GoogleShoppingViewModel', () => {
  it('shows the last fetch’s left-out reasons, most first, and none before a fetch', async () => {
    const { viewModel } = createViewModel(new FakeContractClient().on(getGoogleShoppingFeed, feed()));
    await viewModel.load();
    expect(viewModel.fetched).toBe(false);
    const fetched = createViewModel(
      new FakeContractClient().on(
        getGoogleShoppingFeed,
        feed({ last_fetched_at: '2026-01-01T00:00:00.000Z', included: 120, left_out: { unpublished: 3, product_missing: 9, product_not_active: 0, empty_content: 1 } }),
      ),
    ).viewModel;
    await fetched.load();
    expect(fetched.fetched).toBe(true);
    expect(fetched.leftOut).toEqual([
      { reason: 'product_missing', count: 9 },
      { reason: 'unpublished', count: 3 },
      { reason: 'empty_content', count: 1 },
    ]);
  });

  it('switches the feed on and shows what the server answers; a refusal is said and the switch stays', async () => {
    const client = new FakeContractClient().on(getGoogleShoppingFeed, feed()).on(setGoogleShoppingFeedEnabled, feed({ enabled: true }));
    const { viewModel } = createViewModel(client);
    await viewModel.load();
    await viewModel.setEnabled(true);
    expect(client.callsTo(setGoogleShoppingFeedEnabled)).toEqual([{ enabled: true }]);
    expect(viewModel.feed?.enabled).toBe(true);

    const refusing = createViewModel(new FakeContractClient().on(getGoogleShoppingFeed, feed()).fail(setGoogleShoppingFeedEnabled, 'enabled: must be true or false'));
    await refusing.viewModel.load();
    await refusing.viewModel.setEnabled(true);
    expect(refusing.viewModel.feed?.enabled).toBe(false);
    expect(refusing.toaster.shown).toEqual([{ content: 'enabled: must be true or false', error: true }]);
  });

  it('rotates only once confirmed, keeps the dialog open while it runs, and then shows the new address', async () => {
    const client = new FakeContractClient().on(getGoogleShoppingFeed, feed()).on(rotateGoogleShoppingFeedUrl, feed({ url: URL_2 }));
    const { viewModel, toaster } = createViewModel(client);
    await viewModel.load();
    viewModel.askToRotate();
    viewModel.cancelRotation();
    expect(client.callsTo(rotateGoogleShoppingFeedUrl)).toEqual([]);
    viewModel.askToRotate();
    const rotation = viewModel.confirmRotation('changed');
    expect(viewModel.rotation.running).toBe(true);
    expect(viewModel.confirmingRotation).toBe(true);
    await rotation;
    expect(viewModel.confirmingRotation).toBe(false);
    expect(viewModel.feed?.url).toBe(URL_2);
    expect(toaster.shown).toEqual([{ content: 'changed' }]);
    const written: string[] = [];
    await viewModel.copy((text) => Promise.resolve(void written.push(text)), { done: 'copied', failed: 'not copied' });
    expect(written).toEqual([URL_2]);
  });

  it('keeps the dialog open with the server’s refusal and the old address when the rotation fails', async () => {
    const { viewModel, toaster } = createViewModel(new FakeContractClient().on(getGoogleShoppingFeed, feed()).fail(rotateGoogleShoppingFeedUrl, 'shop: not found'));
    await viewModel.load();
    viewModel.askToRotate();
    await viewModel.confirmRotation('changed');
    expect(viewModel.confirmingRotation).toBe(true);
    expect(viewModel.rotation.failure).toBe('shop: not found');
    expect(viewModel.feed?.url).toBe(URL_1);
    expect(toaster.shown).toEqual([]);
  });

  it('says when the feed could not be loaded', async () => {
    const { viewModel } = createViewModel(new FakeContractClient().fail(getGoogleShoppingFeed, 'down'));
    await viewModel.load();
    expect(viewModel.status).toBe('failed');
  });
});
