import { z } from 'zod';
import { AD_CATEGORIES } from './dashboard.contract';
import { numericCode, one, recordId } from './fields';

/** The request schemas of dashboard.contract.ts. */

export const getAdsRequest = z.object({ category: one(numericCode(AD_CATEGORIES, '1 (dashboard banner)')) });

export const setAdClickRequest = z.strictObject({ ad_id: recordId });
