import { describe, expect, it } from 'vitest';
import { getChannelwillLink } from '../../../src/contracts/integrations.contract';
import { CHANNELWILL_LINK_RENEWAL_MARGIN_MS, ChannelwillViewModel } from '../../../src/ui/integrations/channelwill.view-model';
import { FakeContractClient } from '../../fakes/fake-contract-client';

const EXPIRES = '2026-03-01T10:05:00.000Z';
const signed = (sign: string) => ({ configured: true as const, url: `https://partner.example/sign-in?shop=a.myshopify.com&sign=${sign}`, expires_at: EXPIRES });

describe('ChannelwillViewModel', () => {
  it("offers Channelwill's signed address when the server has a partner", async () => {
    const viewModel = new ChannelwillViewModel(new FakeContractClient().on(getChannelwillLink, signed('first')));
    expect(viewModel.url).toBeNull();
    await viewModel.load();
    expect(viewModel.status).toBe('ready');
    expect(viewModel.url).toBe('https://partner.example/sign-in?shop=a.myshopify.com&sign=first');
  });

  it('offers nothing to open when the server has no Channelwill', async () => {
    const viewModel = new ChannelwillViewModel(new FakeContractClient().on(getChannelwillLink, { configured: false }));
    await viewModel.load();
    expect(viewModel.status).toBe('ready');
    expect(viewModel.url).toBeNull();
    expect(viewModel.msUntilRenewal(new Date(EXPIRES))).toBeNull();
  });

  it('renews the sign a minute before it expires, at once when that minute has come', async () => {
    const viewModel = new ChannelwillViewModel(new FakeContractClient().on(getChannelwillLink, signed('first')));
    await viewModel.load();
    const expiry = Date.parse(EXPIRES);
    expect(viewModel.msUntilRenewal(new Date(expiry - CHANNELWILL_LINK_RENEWAL_MARGIN_MS - 5000))).toBe(5000);
    expect(viewModel.msUntilRenewal(new Date(expiry))).toBe(0);
  });

  it('takes a fresh sign after the link opened, keeping the one it has if that fails', async () => {
    const signs = ['first', 'second'];
    const client = new FakeContractClient().on(getChannelwillLink, () => {
      const sign = signs.shift();
      if (!sign) throw new Error('offline');
      return signed(sign);
    });
    const viewModel = new ChannelwillViewModel(client);
    await viewModel.load();
    await viewModel.renew();
    expect(viewModel.url).toContain('sign=second');
    await viewModel.renew();
    expect(viewModel.url).toContain('sign=second');
    expect(viewModel.status).toBe('ready');
  });

  it('says the link could not be loaded', async () => {
    const viewModel = new ChannelwillViewModel(new FakeContractClient().fail(getChannelwillLink, 'Server error'));
    await viewModel.load();
    expect(viewModel.status).toBe('failed');
    expect(viewModel.url).toBeNull();
  });
});
