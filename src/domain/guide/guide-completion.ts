import { FLAG_OFF, FLAG_ON, type FlagValue, readFlagValue } from '../shop/flag-value';
import { type GuideProgress } from './guide-progress';

export interface GuideCompletionTransition {
  /** True once every step is done: the global guide must be hidden. False leaves it as it is. */
  readonly hideGlobalGuide: boolean;
  /** The new guide-complete value: '1' complete, '2' not complete. */
  readonly guideComplete: FlagValue;
  /** True only on the change from a stored '2' to complete, so the event is sent once. */
  readonly sendCompletionEvent: boolean;
}

/**
 * `previousGuideComplete` is the stored guide-complete value ('1', '2', 1, 2 or missing).
 * A guide already complete when first evaluated (nothing stored) sends no event: the merchant
 * was never seen with an unfinished guide.
 */
export function transitionGuideCompletion(
  progress: Pick<GuideProgress, 'completed' | 'total'>,
  previousGuideComplete: unknown,
): GuideCompletionTransition {
  const complete = progress.completed >= progress.total;
  return {
    hideGlobalGuide: complete,
    guideComplete: complete ? FLAG_ON : FLAG_OFF,
    sendCompletionEvent: complete && readFlagValue(previousGuideComplete) === FLAG_OFF,
  };
}
