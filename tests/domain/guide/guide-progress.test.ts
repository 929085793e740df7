import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type GuideFlags } from '../../../src/domain/guide/guide-flags';
import { computeGuideProgress } from '../../../src/domain/guide/guide-progress';

const allFlagsOn: GuideFlags = {
  clicked_custom_reviews_widget_btn: '1',
  clicked_migrate_reviews_btn: '1',
  clicked_guide_discount_show: '1',
  enable_review_request_1st_email: '1',
  clicked_auto_reviews: '1',
};

describe('computeGuideProgress', () => {
  it('starts a new shop at step 1 with nothing done', () => {
    const progress = computeGuideProgress('A', { themeEmbedEnabled: false, flags: {} });
    expect(progress).toMatchObject({ completed: 0, total: 4, allDone: false });
    expect(progress.nextStep).toEqual({ id: 1, name: 'enableThemeEmbed', done: false });
  });

  it('counts the theme embed as a done step', () => {
    const progress = computeGuideProgress('A', { themeEmbedEnabled: true, flags: {} });
    expect(progress.completed).toBe(1);
    expect(progress.nextStep?.id).toBe(2);
  });

  it('points to the first open step, skipping done ones', () => {
    const progress = computeGuideProgress('C', {
      themeEmbedEnabled: true,
      flags: { clicked_custom_reviews_widget_btn: '1', clicked_migrate_reviews_btn: '1', clicked_auto_reviews: '1' },
    });
    expect(progress.completed).toBe(4);
    expect(progress.total).toBe(5);
    expect(progress.nextStep?.name).toBe('enableFirstReviewRequestEmail');
  });

  it('counts the discount step for A/B but not for C/D', () => {
    const flags = { clicked_guide_discount_show: '1' };
    expect(computeGuideProgress('B', { themeEmbedEnabled: false, flags }).completed).toBe(1);
    expect(computeGuideProgress('D', { themeEmbedEnabled: false, flags }).completed).toBe(0);
  });

  it('counts the email and auto-review steps for C/D but not for A/B', () => {
    const flags = { enable_review_request_1st_email: '1', clicked_auto_reviews: '1' };
    expect(computeGuideProgress('C', { themeEmbedEnabled: false, flags }).completed).toBe(2);
    expect(computeGuideProgress('A', { themeEmbedEnabled: false, flags }).completed).toBe(0);
  });

  it('does not count flags that are "2", missing or malformed', () => {
    const flags = { clicked_custom_reviews_widget_btn: '2', clicked_migrate_reviews_btn: 'yes', clicked_guide_discount_show: null };
    expect(computeGuideProgress('A', { themeEmbedEnabled: false, flags }).completed).toBe(0);
  });

  it('accepts numeric flags', () => {
    expect(computeGuideProgress('A', { themeEmbedEnabled: false, flags: { clicked_migrate_reviews_btn: 1 } }).completed).toBe(1);
  });

  it.each(['A', 'B', 'C', 'D'] as const)('is all done for group %s when every flag is on and the embed is enabled', (group) => {
    const progress = computeGuideProgress(group, { themeEmbedEnabled: true, flags: allFlagsOn });
    expect(progress.allDone).toBe(true);
    expect(progress.completed).toBe(progress.total);
    expect(progress.nextStep).toBeUndefined();
  });

  it('is never all done while the theme embed is disabled', () => {
    const progress = computeGuideProgress('D', { themeEmbedEnabled: false, flags: allFlagsOn });
    expect(progress.allDone).toBe(false);
    expect(progress.completed).toBe(4);
    expect(progress.nextStep?.id).toBe(1);
  });

  it('keeps completed, total and next step consistent for any flags', () => {
    const flagValue = fc.constantFrom<unknown>('1', '2', undefined, 1, 'x');
    fc.assert(
      fc.property(
        fc.constantFrom('A', 'B', 'C', 'D' as const),
        fc.boolean(),
        fc.record({
          clicked_custom_reviews_widget_btn: flagValue,
          clicked_migrate_reviews_btn: flagValue,
          clicked_guide_discount_show: flagValue,
          enable_review_request_1st_email: flagValue,
          clicked_auto_reviews: flagValue,
        }),
        (group, themeEmbedEnabled, flags) => {
          const progress = computeGuideProgress(group, { themeEmbedEnabled, flags });
          expect(progress.total).toBe(group === 'A' || group === 'B' ? 4 : 5);
          expect(progress.completed).toBe(progress.steps.filter((step) => step.done).length);
          expect(progress.allDone).toBe(progress.completed === progress.total);
          expect(progress.nextStep).toEqual(progress.steps.find((step) => !step.done));
        },
      ),
    );
  });
});
