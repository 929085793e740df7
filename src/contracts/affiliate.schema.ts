import { z } from 'zod';
import { AFFILIATE_REPORT_TYPES } from '../domain/affiliate/affiliate-report';
import { UTM_VALUE_MAX_LENGTH } from '../domain/affiliate/utm-campaign';
import { SHOP_DOMAIN_PATTERN } from '../domain/shop/shop-domain';
import { SIGN_MAX_LENGTH } from './auth.schema';
import { oneOf, text, wholeNumber } from './fields';
import { PICKER_APP_IDS } from './picker-store.contract';

/** The request schema of affiliate.contract.ts. */

const PROVIDER_APP_IDS = Object.values(PICKER_APP_IDS) as [string, ...string[]];
/** Unix seconds up to the year 9999: what a sign's time can be. */
const LATEST_SIGN_TIME = 253_402_300_799;

const utmValue = (min: number) => text({ max: UTM_VALUE_MAX_LENGTH, min });

export const affiliateReportRequest = z.object({
  type: oneOf(AFFILIATE_REPORT_TYPES),
  source: utmValue(1),
  medium: utmValue(0).default(''),
  campaign: utmValue(0).default(''),
  content: utmValue(0).default(''),
  shop: z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
    .trim()
    .toLowerCase()
    .regex(SHOP_DOMAIN_PATTERN, 'must be a *.myshopify.com domain'),
  sign: text({ min: 1, max: SIGN_MAX_LENGTH }),
  sign_time: wholeNumber(1, LATEST_SIGN_TIME),
  app_id: oneOf(PROVIDER_APP_IDS),
});
