import { describe, expect, it } from 'vitest';
import { decideRoute, type GuardInput } from '../../../src/ui/routing/route-guard';

const base: GuardInput = {
  pathname: '/reviewList',
  query: new URLSearchParams(),
  access: 'signed-in',
  hostMissing: false,
  inFrame: false,
  hasAppBridge: false,
  embedded: false,
  hasStoredToken: true,
};

const at = (overrides: Partial<GuardInput> & { search?: string }): GuardInput => ({
  ...base,
  ...overrides,
  query: new URLSearchParams(overrides.search ?? ''),
});

describe('the route guard (the product docs)', () => {
  it.each([
    ['an unknown path goes to /404', at({ pathname: '/nowhere', access: null }), { kind: 'redirect', to: '/404' }],
    ['an unknown path goes to /404 even signed out', at({ pathname: '/nowhere', access: null, hasStoredToken: false }), { kind: 'redirect', to: '/404' }],
    ['a signed-in route without a token outside the admin goes to /login', at({ hasStoredToken: false }), { kind: 'redirect', to: '/login' }],
    ['a signed-in route with a stored token renders once the session is in', at({}), { kind: 'render', needsSession: true }],
    ['a signed-in route inside the admin renders without a stored token', at({ hasStoredToken: false, embedded: true, hasAppBridge: true }), { kind: 'render', needsSession: true }],
    ['a public route renders for anyone', at({ pathname: '/login', access: 'public', hasStoredToken: false }), { kind: 'render', needsSession: false }],
    [
      'code without sign goes to /auth, keeping the query and adding the path',
      at({ search: 'code=abc&shop=a.myshopify.com', hasStoredToken: false }),
      { kind: 'redirect', to: '/auth?code=abc&shop=a.myshopify.com&path=%2FreviewList' },
    ],
    ['hmac without sign goes to /auth', at({ pathname: '/', search: 'hmac=h' }), { kind: 'redirect', to: '/auth?hmac=h&path=%2F' }],
    ['code with sign stays', at({ search: 'code=abc&sign=s' }), { kind: 'render', needsSession: true }],
    [
      "Instagram's code back at /ins_auth renders without a session (it is not a Shopify sign-in)",
      at({ pathname: '/ins_auth', access: 'public', search: 'code=ig-code&state=ig1.1.2.nonce.sig', hasStoredToken: false }),
      { kind: 'render', needsSession: false },
    ],
    ['/auth itself is not sent to /auth again', at({ pathname: '/auth', access: 'public', search: 'hmac=h' }), { kind: 'render', needsSession: false }],
    ['embedded with host but no bridge goes to /404', at({ search: 'embedded=1&host=abc' }), { kind: 'redirect', to: '/404' }],
    ['framed with host but no bridge goes to /404', at({ search: 'host=abc', inFrame: true }), { kind: 'redirect', to: '/404' }],
    ['embedded with host and a bridge renders', at({ search: 'embedded=1&host=abc', hasAppBridge: true, embedded: true }), { kind: 'render', needsSession: true }],
    ['a host on a standalone page is not an embedding', at({ search: 'host=abc' }), { kind: 'render', needsSession: true }],
    ['framed without host shows the missing-host page', at({ inFrame: true, hostMissing: true }), { kind: 'missing-host' }],
    [
      'a sister app frames the resource picker without host',
      at({ pathname: '/resource_picker', access: 'public', inFrame: true, hostMissing: true, framedBySisterApps: true, hasStoredToken: false }),
      { kind: 'render', needsSession: false },
    ],
  ] as const)('%s', (_rule, input, decision) => {
    expect(decideRoute(input)).toEqual(decision);
  });
});
