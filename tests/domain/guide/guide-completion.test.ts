import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { transitionGuideCompletion } from '../../../src/domain/guide/guide-completion';

describe('transitionGuideCompletion', () => {
  it('hides the global guide, marks it complete and sends the event when the last step is done', () => {
    expect(transitionGuideCompletion({ completed: 4, total: 4 }, '2')).toEqual({
      hideGlobalGuide: true,
      guideComplete: '1',
      sendCompletionEvent: true,
    });
  });

  it('does not send the event again once guide-complete is already "1"', () => {
    expect(transitionGuideCompletion({ completed: 5, total: 5 }, '1')).toEqual({
      hideGlobalGuide: true,
      guideComplete: '1',
      sendCompletionEvent: false,
    });
  });

  it('sends no event when the guide was never stored as incomplete', () => {
    expect(transitionGuideCompletion({ completed: 4, total: 4 }, undefined).sendCompletionEvent).toBe(false);
    expect(transitionGuideCompletion({ completed: 4, total: 4 }, 'x').sendCompletionEvent).toBe(false);
  });

  it('accepts a numeric previous value', () => {
    expect(transitionGuideCompletion({ completed: 4, total: 4 }, 2).sendCompletionEvent).toBe(true);
  });

  it('keeps the guide incomplete ("2") with one step left', () => {
    expect(transitionGuideCompletion({ completed: 3, total: 4 }, '2')).toEqual({
      hideGlobalGuide: false,
      guideComplete: '2',
      sendCompletionEvent: false,
    });
  });

  it('sends the event exactly when the guide becomes complete after being "2"', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 0, max: 5 }),
        fc.constantFrom<unknown>('1', '2', undefined, 1, 2),
        (total, rawCompleted, previous) => {
          const completed = Math.min(rawCompleted, total);
          const result = transitionGuideCompletion({ completed, total }, previous);
          const complete = completed === total;
          expect(result.guideComplete).toBe(complete ? '1' : '2');
          expect(result.hideGlobalGuide).toBe(complete);
          expect(result.sendCompletionEvent).toBe(complete && (previous === '2' || previous === 2));
        },
      ),
    );
  });

  it('sends the event once over a sequence of evaluations', () => {
    let stored: unknown = undefined;
    let events = 0;
    for (const completed of [0, 1, 2, 3, 4, 4, 4]) {
      const result = transitionGuideCompletion({ completed, total: 4 }, stored);
      if (result.sendCompletionEvent) events += 1;
      stored = result.guideComplete;
    }
    expect(events).toBe(1);
    expect(stored).toBe('1');
  });
});
