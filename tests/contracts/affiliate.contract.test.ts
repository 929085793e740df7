import { describe, expect, it } from 'vitest';
import { affiliateReportRequest } from '../../src/contracts/affiliate.schema';

const SIGN = `1796300000.${'a'.repeat(64)}`;
const report = { type: 'install', source: ' partner-blog ', shop: ' Acme.MyShopify.com ', sign: SIGN, sign_time: 1796300000, app_id: 'starling-reviews' };

describe('the affiliate tracking report', () => {
  it('reads the spec’s fields: the campaign trimmed, the shop as its domain in lower case, the other utm values empty when left out', () => {
    expect(affiliateReportRequest.parse(report)).toEqual({
      type: 'install',
      source: 'partner-blog',
      medium: '',
      campaign: '',
      content: '',
      shop: 'acme.myshopify.com',
      sign: SIGN,
      sign_time: 1796300000,
      app_id: 'starling-reviews',
    });
    expect(affiliateReportRequest.parse({ ...report, type: 'visit', app_id: 'starling-qa', sign_time: '1796300000' })).toMatchObject({ type: 'visit', app_id: 'starling-qa', sign_time: 1796300000 });
  });

  it.each([
    [{ ...report, source: undefined }, 'source'],
    [{ ...report, medium: 'm'.repeat(101) }, 'medium'],
    [{ ...report, shop: 'acme.example.com' }, 'shop'],
    [{ ...report, sign: '' }, 'sign'],
    [{ ...report, sign_time: 0 }, 'sign_time'],
    [{ ...report, type: 'click' }, 'type'],
    [{ ...report, app_id: 'another-app' }, 'app_id'],
  ])('refuses %j naming %s', (input, field) => {
    const result = affiliateReportRequest.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([field]);
  });
});
