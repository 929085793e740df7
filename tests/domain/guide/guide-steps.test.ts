import { describe, expect, it } from 'vitest';
import {
  GUIDE_STEP_COUNT_LOW_ORDER,
  GUIDE_STEP_COUNT_WITH_ORDERS,
  GUIDE_STEPS,
  GUIDE_STEPS_BY_GROUP,
  guideStepsFor,
} from '../../../src/domain/guide/guide-steps';

describe('setup guide steps', () => {
  it('maps each step number to what completes it', () => {
    expect(GUIDE_STEPS[1].completion).toEqual({ kind: 'themeEmbedEnabled' });
    expect(GUIDE_STEPS[2].completion).toEqual({ kind: 'flag', flag: 'clicked_custom_reviews_widget_btn' });
    expect(GUIDE_STEPS[3].completion).toEqual({ kind: 'flag', flag: 'clicked_migrate_reviews_btn' });
    expect(GUIDE_STEPS[4].completion).toEqual({ kind: 'flag', flag: 'clicked_guide_discount_show' });
    expect(GUIDE_STEPS[6].completion).toEqual({ kind: 'flag', flag: 'enable_review_request_1st_email' });
    expect(GUIDE_STEPS[7].completion).toEqual({ kind: 'flag', flag: 'clicked_auto_reviews' });
  });

  it('has 4 steps for groups A/B and 5 for groups C/D', () => {
    expect(GUIDE_STEP_COUNT_LOW_ORDER).toBe(4);
    expect(GUIDE_STEP_COUNT_WITH_ORDERS).toBe(5);
    expect(guideStepsFor('A')).toHaveLength(4);
    expect(guideStepsFor('B')).toHaveLength(4);
    expect(guideStepsFor('C')).toHaveLength(5);
    expect(guideStepsFor('D')).toHaveLength(5);
  });

  it('gives low-order shops (A/B) theme embed, widget, migration and discount', () => {
    expect(GUIDE_STEPS_BY_GROUP.A).toEqual([1, 2, 3, 4]);
    expect(GUIDE_STEPS_BY_GROUP.B).toEqual([1, 2, 3, 4]);
  });

  it('gives shops with orders (C/D) theme embed, widget, migration, first review-request email and auto reviews', () => {
    expect(GUIDE_STEPS_BY_GROUP.C).toEqual([1, 2, 3, 6, 7]);
    expect(GUIDE_STEPS_BY_GROUP.D).toEqual([1, 2, 3, 6, 7]);
  });

  it('makes A/B three click flags plus the theme embed, and C/D four flags plus the theme embed', () => {
    const flagSteps = (group: 'A' | 'C') => guideStepsFor(group).filter((step) => step.completion.kind === 'flag');
    expect(flagSteps('A').map((step) => step.completion)).toEqual([
      { kind: 'flag', flag: 'clicked_custom_reviews_widget_btn' },
      { kind: 'flag', flag: 'clicked_migrate_reviews_btn' },
      { kind: 'flag', flag: 'clicked_guide_discount_show' },
    ]);
    expect(flagSteps('C')).toHaveLength(4);
    expect(guideStepsFor('A')[0]?.name).toBe('enableThemeEmbed');
    expect(guideStepsFor('C')[0]?.name).toBe('enableThemeEmbed');
  });

  it('uses every step in some group', () => {
    const used = new Set(Object.values(GUIDE_STEPS_BY_GROUP).flat());
    expect([...used].sort()).toEqual([1, 2, 3, 4, 6, 7]);
  });
});
