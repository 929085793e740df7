import { describe, expect, it } from 'vitest';
import {
  effectiveNpsFlag,
  isNpsSurveyShown,
  NPS_SCORE_MAX,
  NPS_SCORE_MIN,
  NPS_SCORES,
  NPS_SURVEY_MIN_DAYS_INSTALLED,
  NPS_SURVEY_MIN_REVIEWS,
} from '../../../src/domain/shop/nps-survey';

const due = { daysSinceInstall: NPS_SURVEY_MIN_DAYS_INSTALLED, reviewCount: NPS_SURVEY_MIN_REVIEWS };

describe('the NPS survey', () => {
  it('offers every whole score from 0 to 10', () => {
    expect(NPS_SCORES).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect([NPS_SCORE_MIN, NPS_SCORE_MAX]).toEqual([0, 10]);
  });

  it('turns on by itself after 14 days with a review, while the shop has no stored answer', () => {
    expect(effectiveNpsFlag(undefined, due)).toBe('1');
    expect(effectiveNpsFlag('', due)).toBe('1');
    expect(effectiveNpsFlag(undefined, { ...due, daysSinceInstall: NPS_SURVEY_MIN_DAYS_INSTALLED - 1 })).toBe('0');
    expect(effectiveNpsFlag(undefined, { ...due, reviewCount: 0 })).toBe('0');
  });

  it('keeps a stored value: 1 asks, anything else (answered, closed, off) never asks again', () => {
    const early = { daysSinceInstall: 0, reviewCount: 0 };
    expect(effectiveNpsFlag('1', early)).toBe('1');
    expect(effectiveNpsFlag(1, early)).toBe('1');
    expect(effectiveNpsFlag('0', due)).toBe('0');
    expect(effectiveNpsFlag('2', due)).toBe('0');
  });

  it('shows only when asked and embedded in the Shopify admin', () => {
    expect(isNpsSurveyShown('1', true)).toBe(true);
    expect(isNpsSurveyShown(' 1 ', true)).toBe(true);
    expect(isNpsSurveyShown('1', false)).toBe(false);
    expect(isNpsSurveyShown('0', true)).toBe(false);
    expect(isNpsSurveyShown(undefined, true)).toBe(false);
  });
});
