import { z } from 'zod';
import { numericCode, one, recordId } from './fields';

/** The request schemas of dashboard.contract.ts. */

/** The ad placements; the dashboard's top banner is category 1. */
export const AD_CATEGORIES = [1] as const;
export type AdCategory = (typeof AD_CATEGORIES)[number];

export const getAdsRequest = z.object({ category: one(numericCode(AD_CATEGORIES, '1 (dashboard banner)')) });

export const setAdClickRequest = z.strictObject({ ad_id: recordId });
