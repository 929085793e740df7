import { describe, expect, it } from 'vitest';
import { cleanedQuery, requestedPath, resolveAfterSignIn } from '../../../src/application/auth/resolve-after-sign-in.use-case';

const resolve = (search: string, guideRequired = false) => resolveAfterSignIn({ query: new URLSearchParams(search), guideRequired });

describe('after sign-in at /auth (the product docs, the seven rules in order)', () => {
  it.each([
    ['1. the guide wins over everything', 'action=channelwill&charge_id=9&path=/plan', true, { to: '/guide' }],
    ['2. channelwill with a charge', 'shop=a.myshopify.com&action=channelwill&charge_id=9&x=1', false, { to: '/integrated/channelwill?action=channelwill&x=1' }],
    ['3. a charge alone goes home with the charge in state', 'charge_id=9&path=/plan', false, { to: '/', state: { charge_id: '9' } }],
    ['4. /plan keeps the discount', 'path=/plan&discount=SAVE20&shop=a.myshopify.com', false, { to: '/plan?source=navigation&discount=SAVE20' }],
    ['4. /plan without a discount', 'path=/plan', false, { to: '/plan?source=navigation' }],
    ['5. /integrated/channelwill with the cleaned query', 'path=/integrated/channelwill&shop=a.myshopify.com&hmac=h&host=x&tab=2', false, { to: '/integrated/channelwill?tab=2' }],
    ['6. /reviewList with an id', 'path=/reviewList&id=42&hmac=h', false, { to: '/reviewList?id=42' }],
    ['6. /reviewList without an id is rule 7', 'path=/reviewList', false, { to: '/reviewList' }],
    ['7. the requested path', 'path=/settings/language', false, { to: '/settings/language' }],
    ['7. default /', 'shop=a.myshopify.com', false, { to: '/' }],
  ] as const)('%s', (_rule, search, guideRequired, destination) => {
    expect(resolve(search, guideRequired)).toEqual(destination);
  });

  it.each([
    ['the guide wins over the Channelwill path', 'path=/integrated/channelwill', true, { to: '/guide' }],
    ['rule 2 wins over rule 4: a Channelwill charge returning to /plan', 'action=channelwill&charge_id=9&path=/plan&discount=D', false, { to: '/integrated/channelwill?action=channelwill&discount=D' }],
    ['rule 2 wins over rule 6', 'action=channelwill&charge_id=9&path=/reviewList&id=4', false, { to: '/integrated/channelwill?action=channelwill&id=4' }],
    ['rule 2 needs the charge: action=channelwill alone is rule 7', 'action=channelwill&shop=a.myshopify.com', false, { to: '/' }],
    ['rule 2 needs action=channelwill: another action with a charge is rule 3', 'action=other&charge_id=9', false, { to: '/', state: { charge_id: '9' } }],
    ['rule 3 wins over rule 5: a charge without the action goes home even from the Channelwill path', 'charge_id=9&path=/integrated/channelwill', false, { to: '/', state: { charge_id: '9' } }],
    ['rule 5 whatever the case and a trailing slash', 'path=/Integrated/Channelwill/&embedded=1&ref=x', false, { to: '/integrated/channelwill?ref=x' }],
    ['rule 5 without a query of its own', 'path=/integrated/channelwill&shop=a.myshopify.com&host=h', false, { to: '/integrated/channelwill' }],
  ] as const)('precedence around Channelwill: %s', (_case, search, guideRequired, destination) => {
    expect(resolve(search, guideRequired)).toEqual(destination);
  });

  it.each(['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '/auth'])('never leaves the app nor loops: path=%s → /', (path) => {
    expect(requestedPath(new URLSearchParams({ path }))).toBe('/');
  });

  it('cleans the sign-in parameters out of the query', () => {
    expect(cleanedQuery(new URLSearchParams('shop=a&host=b&hmac=c&code=d&timestamp=1&session=s&id_token=t&embedded=1&locale=en&keep=1')).toString()).toBe('keep=1');
  });
});
