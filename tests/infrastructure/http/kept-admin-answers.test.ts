import { describe, expect, it } from 'vitest';
import { getBannerDisplaySetting, setBannerDisplaySetting } from '../../../src/contracts/banners.contract';
import { getSelfDefinedWords, getStorefrontLanguages, saveSelfDefinedWords } from '../../../src/contracts/languages.contract';
import { getStorefrontWordDefaults, type StorefrontWordDefaultsAnswer } from '../../../src/contracts/storefront-words.contract';
import { HttpDashboardGateway } from '../../../src/infrastructure/http/http-dashboard-gateway';
import { HttpStorefrontWordsGateway } from '../../../src/infrastructure/http/http-storefront-words-gateway';
import { FakeContractClient } from '../../fakes/fake-contract-client';

const DEFAULTS = (lang: string): StorefrontWordDefaultsAnswer => ({ lang, locales: ['en', 'fr'], words: [{ key: 'write_review', text: `write (${lang})` }] }) as unknown as StorefrontWordDefaultsAnswer;

describe('what the admin fetches once and keeps for the page (the caching rules)', () => {
  it('the storefront words: the language list, and each language\'s defaults and own words once; a save keeps what it saved', async () => {
    const client = new FakeContractClient()
      .on(getStorefrontLanguages, [{ locale: 'fr', primary: true } as never])
      .on(getStorefrontWordDefaults, (request) => DEFAULTS(request.lang))
      .on(getSelfDefinedWords, (request) => ({ json_data: JSON.stringify({ write_review: `own ${request.lang}` }) }) as never)
      .on(saveSelfDefinedWords, {} as never);
    const gateway = new HttpStorefrontWordsGateway(client);
    expect(await gateway.primaryLanguage()).toBe('fr');
    expect(await gateway.primaryLanguage()).toBe('fr');
    await gateway.defaults('fr');
    await gateway.defaults('en');
    await gateway.defaults('fr');
    expect(await gateway.words('fr')).toEqual({ write_review: 'own fr' });
    expect(await gateway.words('fr')).toEqual({ write_review: 'own fr' });
    await gateway.save('fr', { write_review: 'Donnez votre avis' });
    expect(await gateway.words('fr')).toEqual({ write_review: 'Donnez votre avis' });
    expect(client.callsTo(getStorefrontLanguages)).toHaveLength(1);
    expect(client.callsTo(getStorefrontWordDefaults).map((request) => request.lang)).toEqual(['fr', 'en']);
    expect(client.callsTo(getSelfDefinedWords)).toHaveLength(1);
  });

  it('a failed fetch is not kept: the next ask tries again', async () => {
    const client = new FakeContractClient().fail(getSelfDefinedWords, 'lang: is not a storefront language');
    const gateway = new HttpStorefrontWordsGateway(client);
    await expect(gateway.words('fr')).rejects.toThrow('lang: is not a storefront language');
    client.on(getSelfDefinedWords, { json_data: '{}' } as never);
    expect(await gateway.words('fr')).toEqual({});
    expect(client.callsTo(getSelfDefinedWords)).toHaveLength(2);
  });

  it('the banner status: fetched once, then what a dismissal saved', async () => {
    const client = new FakeContractClient().on(getBannerDisplaySetting, { home_top_ad: '1' }).on(setBannerDisplaySetting, { home_top_ad: '2' });
    const gateway = new HttpDashboardGateway(client);
    expect(await gateway.bannerSettings()).toEqual({ home_top_ad: '1' });
    expect(await gateway.bannerSettings()).toEqual({ home_top_ad: '1' });
    await gateway.saveBannerSettings({ home_top_ad: '2' });
    expect(await gateway.bannerSettings()).toEqual({ home_top_ad: '2' });
    expect(client.callsTo(getBannerDisplaySetting)).toHaveLength(1);
  });
});
