import { z } from 'zod';
import { NPS_COMMENT_MAX_LENGTH, NPS_SCORE_MAX, NPS_SCORE_MIN } from '../domain/shop/nps-survey';
import { text, wholeNumber } from './fields';

/** The request schemas of nps.contract.ts. */

export const submitNpsRequest = z.strictObject({
  score: wholeNumber(NPS_SCORE_MIN, NPS_SCORE_MAX),
  comment: text({ max: NPS_COMMENT_MAX_LENGTH }).optional(),
});
