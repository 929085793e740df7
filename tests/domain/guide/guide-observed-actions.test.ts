import { describe, expect, it } from 'vitest';
import { newlyTickedFlags, OBSERVED_ACTION_FLAGS, type ObservedGuideActions } from '../../../src/domain/guide/guide-observed-actions';
import { GUIDE_STEP_PATHS, GUIDE_STEPS } from '../../../src/domain/guide/guide-steps';

const NOTHING_DONE: ObservedGuideActions = { widgetCustomised: false, reviewsImported: false, firstRequestEmailEnabled: false, autoReviewsEnabled: false };

describe('steps ticked by what the merchant really did', () => {
  it('ticks nothing while nothing was done', () => {
    expect(newlyTickedFlags({}, NOTHING_DONE)).toEqual({});
  });

  it('ticks the flag of each action observed', () => {
    expect(newlyTickedFlags({}, { widgetCustomised: true, reviewsImported: true, firstRequestEmailEnabled: true, autoReviewsEnabled: true })).toEqual({
      clicked_custom_reviews_widget_btn: '1',
      clicked_migrate_reviews_btn: '1',
      enable_review_request_1st_email: '1',
      clicked_auto_reviews: '1',
    });
  });

  it('writes nothing for a flag already on, and never unticks one whose action was undone', () => {
    const flags = { clicked_migrate_reviews_btn: '1', clicked_auto_reviews: '1' };
    expect(newlyTickedFlags(flags, { ...NOTHING_DONE, reviewsImported: true })).toEqual({});
    expect(newlyTickedFlags(flags, NOTHING_DONE)).toEqual({});
  });

  it('ticks a flag stored off ("2") once its action is seen', () => {
    expect(newlyTickedFlags({ clicked_auto_reviews: '2' }, { ...NOTHING_DONE, autoReviewsEnabled: true })).toEqual({ clicked_auto_reviews: '1' });
  });

  it('maps every observed action to the flag of a step', () => {
    const stepFlags = Object.values(GUIDE_STEPS).flatMap((step) => (step.completion.kind === 'flag' ? [step.completion.flag] : []));
    for (const flag of Object.values(OBSERVED_ACTION_FLAGS)) expect(stepFlags).toContain(flag);
  });

  it('sends each step to the screen that completes it', () => {
    expect(GUIDE_STEP_PATHS[3]).toBe('/import');
    expect(GUIDE_STEP_PATHS[4]).toBe('/collect/discount');
    expect(GUIDE_STEP_PATHS[6]).toBe('/collect/review-request/request_1');
    expect(GUIDE_STEP_PATHS[7]).toBe('/collect/auto_leave_reviews');
  });
});
