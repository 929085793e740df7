import { z } from 'zod';
import { checkDateRange, dateRangeFields } from './date-range.fields';

/** The request schemas of analytics.contract.ts: the shared date-range fields (docs/product/lists.md#dates). */

export const getAnalyticsRequest = z.object({ ...dateRangeFields }).superRefine(checkDateRange);
