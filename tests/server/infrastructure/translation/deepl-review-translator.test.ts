import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../../server/application/shared/app-error';
import { DeepLReviewTranslator } from '../../../../server/infrastructure/translation/deepl-review-translator';
import { startFakeDeepLServer, type FakeDeepLServer } from '../../../fakes/fake-deepl-server';

/** The DeepL adapter against DeepL's wire shape (docs/product/storefront.md#translation). */
describe('the DeepL review translator', () => {
  let deepl: FakeDeepLServer;
  beforeAll(async () => {
    deepl = await startFakeDeepLServer('adapter-key:fx');
  });
  afterAll(() => deepl.close());

  it('sends at most 50 texts a request and answers every text in order', async () => {
    const texts = Array.from({ length: 120 }, (_, index) => `de: Satz ${index}`);
    const before = deepl.requests.length;
    const translated = await new DeepLReviewTranslator(deepl.authKey, deepl.url).translate(texts, 'en');
    expect(deepl.requests.slice(before).map((request) => request.texts.length)).toEqual([50, 50, 20]);
    expect(translated).toEqual(texts.map((_, index) => `[EN-US] Satz ${index}`));
  });

  it("names DeepL's own codes for variants and scripts", async () => {
    const translator = new DeepLReviewTranslator(deepl.authKey, `${deepl.url}/`);
    for (const [language, code] of [['zh-TW', 'ZH-HANT'], ['zh-CN', 'ZH-HANS'], ['pt', 'PT-BR'], ['pt-PT', 'PT-PT'], ['no', 'NB']] as const) {
      expect((await translator.translate(['Hello'], language))[0]).toBe(`[${code}] Hello`);
    }
  });

  it('fails as an upstream failure for a refused key, a full quota and an unreachable service', async () => {
    const failure = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error);
    const refused = await failure(new DeepLReviewTranslator('wrong-key', deepl.url).translate(['Hej'], 'en'));
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).kind).toBe('upstreamFailure');
    deepl.failWith = 456;
    try {
      expect(((await failure(new DeepLReviewTranslator(deepl.authKey, deepl.url).translate(['Hej'], 'en'))) as AppError).message).toMatch(/out of quota/);
    } finally {
      deepl.failWith = null;
    }
    expect(((await failure(new DeepLReviewTranslator(deepl.authKey, 'http://127.0.0.1:9').translate(['Hej'], 'en'))) as AppError).message).toMatch(/could not be reached/);
  });
});
