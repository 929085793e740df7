import { jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { signInShop } from '../support/shop-fixtures';
import { TEST_DATABASES } from '../support/test-databases';
import { useTestServer } from '../support/use-test-server';

const PATH = '/api/v1/admin/get_feedback_board';
const BOARD = { boardUrl: 'https://feedback.example.com/feature-requests', ssoSecret: 'canny-private-key-for-tests' };
const NOW = new Date('2026-03-01T10:00:00Z');

interface SignedBoard {
  readonly configured: true;
  readonly url: string;
  readonly expires_at: string;
}

/** get_feedback_board (docs/product/settings.md#feature-requests). */
describe.each(TEST_DATABASES)('the feedback board on $name', (target) => {
  describe('configured', () => {
    const ctx = useTestServer(target, { feedbackBoard: BOARD, now: () => NOW });

    it("answers the board's address with the owner's identity signed by the board's SSO key, for ten minutes", async () => {
      const shop = await signInShop(ctx.server, 'feedback-signed.myshopify.com');
      const record = await ctx.server.shops.findByDomain(shop.domain);
      const response = await ctx.server.call('GET', PATH, { token: shop.token });
      expect(response.status).toBe(200);
      const data = response.json?.data as SignedBoard;
      expect(data).toEqual({ configured: true, url: expect.stringMatching(/^https:\/\/feedback\.example\.com\/feature-requests\?ssoToken=/), expires_at: '2026-03-01T10:10:00.000Z' });
      const token = new URL(data.url).searchParams.get('ssoToken') ?? '';
      const { payload, protectedHeader } = await jwtVerify(token, new TextEncoder().encode(BOARD.ssoSecret), { currentDate: NOW });
      expect(protectedHeader.alg).toBe('HS256');
      expect(payload).toMatchObject({ email: record?.email, id: shop.domain, name: record?.owner || record?.name });
      await expect(jwtVerify(token, new TextEncoder().encode('another key'), { currentDate: NOW })).rejects.toThrow();
      await expect(jwtVerify(token, new TextEncoder().encode(BOARD.ssoSecret), { currentDate: new Date('2026-03-01T10:10:01Z') })).rejects.toThrow(/exp/);
    });

    it("signs each shop's own owner", async () => {
      const first = await signInShop(ctx.server, 'feedback-first.myshopify.com');
      const second = await signInShop(ctx.server, 'feedback-second.myshopify.com');
      const idOf = async (token: string) => {
        const { url } = (await ctx.server.call('GET', PATH, { token })).json?.data as SignedBoard;
        const { payload } = await jwtVerify(new URL(url).searchParams.get('ssoToken') ?? '', new TextEncoder().encode(BOARD.ssoSecret), { currentDate: NOW });
        return payload.id;
      };
      expect(await idOf(first.token)).toBe(first.domain);
      expect(await idOf(second.token)).toBe(second.domain);
    });

    it('refuses a call without the app token', async () => {
      const response = await ctx.server.call('GET', PATH);
      expect(response.status).toBe(401);
      expect(response.json?.code).not.toBe(0);
    });
  });

  describe('not configured', () => {
    const ctx = useTestServer(target);

    it('says so, and signs nothing', async () => {
      const shop = await signInShop(ctx.server, 'feedback-none.myshopify.com');
      const response = await ctx.server.call('GET', PATH, { token: shop.token });
      expect(response.status).toBe(200);
      expect(response.json).toEqual({ code: 0, message: expect.any(String), data: { configured: false } });
    });
  });
});
