import { afterEach, describe, expect, it, vi } from 'vitest';
import { type askStorefrontQuestion, type getStorefrontReviews, type voteReviewHelpful } from '../../src/contracts/storefront.contract';
import { proxyCall, ProxyError } from '../../storefront/src/proxy-client';

function answering(status: number, envelope: unknown) {
  const fetchMock = vi.fn((url: string, init: RequestInit) => {
    void url;
    void init;
    return Promise.resolve(new Response(JSON.stringify(envelope), { status }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('proxyCall (the widgets’ calls, typed by their contracts)', () => {
  it('posts the body as JSON to the endpoint and answers its data', async () => {
    const fetchMock = answering(200, { code: 0, message: 'ok', data: { helpful: 3 } });
    const answer = await proxyCall<typeof voteReviewHelpful>('/apps/starling', 'vote_helpful', { body: { review_id: 7, voter: 'a'.repeat(16) } });
    expect(answer.helpful).toBe(3);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/apps/starling/vote_helpful');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ review_id: 7, voter: 'a'.repeat(16) });
  });

  it('gets with the query as text', async () => {
    const fetchMock = answering(200, { code: 0, message: 'ok', data: { reviews: [], page: 1, pages: 1 } });
    await proxyCall<typeof getStorefrontReviews>('/apps/starling', 'reviews', { query: { product_id: '9', page: '2' } });
    expect(fetchMock.mock.calls[0]![0]).toBe('/apps/starling/reviews?product_id=9&page=2');
    expect(fetchMock.mock.calls[0]![1].method).toBe('GET');
  });

  it('throws the envelope’s message with the status', async () => {
    answering(422, { code: 422, message: 'email: is required', data: null });
    const call = proxyCall<typeof askStorefrontQuestion>('/apps/starling', 'ask_question', {
      body: { product_id: '1', body: 'Does it fit?', name: 'Ann', email: 'ann@example.com' },
    });
    await expect(call).rejects.toEqual(new ProxyError(422, 'email: is required'));
  });

  it('refuses, in the typecheck, a name, a field or a value the contract does not have', () => {
    answering(200, { code: 0, message: 'ok', data: null });
    // @ts-expect-error: the contract is at /proxy/vote_helpful
    void proxyCall<typeof voteReviewHelpful>('/apps/starling', 'ask_question', { body: { review_id: 7, voter: 'x' } });
    // @ts-expect-error: review_id is a number
    void proxyCall<typeof voteReviewHelpful>('/apps/starling', 'vote_helpful', { body: { review_id: '7', voter: 'x' } });
    // @ts-expect-error: no such field
    void proxyCall<typeof voteReviewHelpful>('/apps/starling', 'vote_helpful', { body: { review_id: 7, voter: 'x', stars: 5 } });
    // @ts-expect-error: a POST sends a body
    void proxyCall<typeof voteReviewHelpful>('/apps/starling', 'vote_helpful');
    // @ts-expect-error: get_reviews reads no such parameter
    void proxyCall<typeof getStorefrontReviews>('/apps/starling', 'reviews', { query: { colour: 'red' } });
  });
});
