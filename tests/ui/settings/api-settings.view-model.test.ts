import { describe, expect, it } from 'vitest';
import { rotateReviewsApiKey } from '../../../src/contracts/reviews-api-key.contract';
import { getUserInfo } from '../../../src/contracts/shop.contract';
import { ApiSettingsViewModel } from '../../../src/ui/settings/api-settings.view-model';
import { FakeContractClient } from '../../fakes/fake-contract-client';
import { testUserInfo } from '../../fakes/fake-shop-gateway';
import { FakeToaster } from '../../fakes/fake-toaster';

const KEY = '0123456789abcdef0123456789abcdef';
const WORDS = { done: 'copied', failed: 'not copied' };

function createViewModel(client = new FakeContractClient().on(getUserInfo, testUserInfo({ reviews_api_key: KEY }))) {
  const toaster = new FakeToaster();
  return { viewModel: new ApiSettingsViewModel(client, toaster), client, toaster };
}

describe('ApiSettingsViewModel', () => {
  it('reads the shop’s key from get_user_info and shows only its end', async () => {
    const { viewModel, client } = createViewModel();
    expect(viewModel.maskedKey).toBeNull();
    await viewModel.load();
    expect(viewModel.status).toBe('ready');
    expect(viewModel.maskedKey).toBe(`${'•'.repeat(28)}cdef`);
    expect(client.callsTo(getUserInfo)).toEqual([{}]);
  });

  it('copies the whole key, not the masked one, and says so', async () => {
    const { viewModel, toaster } = createViewModel();
    await viewModel.load();
    const written: string[] = [];
    await viewModel.copy((text) => Promise.resolve(void written.push(text)), WORDS);
    expect(written).toEqual([KEY]);
    expect(toaster.shown).toEqual([{ content: 'copied' }]);
  });

  it('says when the browser will not copy', async () => {
    const { viewModel, toaster } = createViewModel();
    await viewModel.load();
    await viewModel.copy(undefined, WORDS);
    await viewModel.copy(() => Promise.reject(new Error('denied')), WORDS);
    expect(toaster.shown).toEqual([
      { content: 'not copied', error: true },
      { content: 'not copied', error: true },
    ]);
  });

  it('says when the key could not be loaded, and copies nothing then', async () => {
    const { viewModel, toaster } = createViewModel(new FakeContractClient().fail(getUserInfo, 'down'));
    await viewModel.load();
    expect(viewModel.status).toBe('failed');
    await viewModel.copy(() => Promise.resolve(), WORDS);
    expect(toaster.shown).toEqual([]);
  });

  it('rotates only once confirmed: sends rotate_reviews_api_key, shows the new key’s end and copies the new key from then on', async () => {
    const NEW_KEY = 'ffffffffffffffffffffffffffff9999';
    const { viewModel, client, toaster } = createViewModel(
      new FakeContractClient().on(getUserInfo, testUserInfo({ reviews_api_key: KEY })).on(rotateReviewsApiKey, { reviews_api_key: NEW_KEY }),
    );
    await viewModel.load();
    viewModel.askToRotate();
    expect(viewModel.confirmingRotation).toBe(true);
    viewModel.cancelRotation();
    expect(viewModel.confirmingRotation).toBe(false);
    expect(client.callsTo(rotateReviewsApiKey)).toEqual([]);

    viewModel.askToRotate();
    const rotation = viewModel.confirmRotation('rotated');
    expect(viewModel.rotation.running).toBe(true);
    await rotation;
    expect(viewModel.confirmingRotation).toBe(false);
    expect(client.callsTo(rotateReviewsApiKey)).toEqual([{}]);
    expect(viewModel.maskedKey).toBe(`${'•'.repeat(28)}9999`);
    expect(toaster.shown).toEqual([{ content: 'rotated' }]);
    const written: string[] = [];
    await viewModel.copy((text) => Promise.resolve(void written.push(text)), WORDS);
    expect(written).toEqual([NEW_KEY]);
  });

  it('keeps the dialog open with the server’s refusal, and the key it shows, when the rotation fails', async () => {
    const { viewModel, toaster } = createViewModel(
      new FakeContractClient().on(getUserInfo, testUserInfo({ reviews_api_key: KEY })).fail(rotateReviewsApiKey, 'shop: not found'),
    );
    await viewModel.load();
    viewModel.askToRotate();
    await viewModel.confirmRotation('rotated');
    expect(viewModel.confirmingRotation).toBe(true);
    expect(viewModel.rotation.failure).toBe('shop: not found');
    expect(viewModel.maskedKey?.endsWith('cdef')).toBe(true);
    expect(toaster.shown).toEqual([]);
  });
});
