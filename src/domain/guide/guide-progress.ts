import { isFlagOn } from '../shop/flag-value';
import { type GuideFlags } from './guide-flags';
import { type GuideGroup } from './guide-group';
import { type GuideStepDefinition, type GuideStepId, type GuideStepName, guideStepsFor } from './guide-steps';

export interface GuideState {
  readonly themeEmbedEnabled: boolean;
  readonly flags: GuideFlags;
}

export interface GuideStepStatus {
  readonly id: GuideStepId;
  readonly name: GuideStepName;
  readonly done: boolean;
}

export interface GuideProgress {
  readonly steps: readonly GuideStepStatus[];
  readonly completed: number;
  readonly total: number;
  /** The first step not yet done, in display order; undefined when all are done. */
  readonly nextStep: GuideStepStatus | undefined;
  readonly allDone: boolean;
}

export function computeGuideProgress(group: GuideGroup, state: GuideState): GuideProgress {
  const steps = guideStepsFor(group).map((step) => ({ id: step.id, name: step.name, done: isStepDone(step, state) }));
  const completed = steps.filter((step) => step.done).length;
  const nextStep = steps.find((step) => !step.done);
  return { steps, completed, total: steps.length, nextStep, allDone: nextStep === undefined };
}

function isStepDone(step: GuideStepDefinition, state: GuideState): boolean {
  const { completion } = step;
  return completion.kind === 'themeEmbedEnabled' ? state.themeEmbedEnabled : isFlagOn(state.flags[completion.flag]);
}
