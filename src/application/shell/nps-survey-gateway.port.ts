import { type NpsSurveyState } from '../../contracts/nps.contract';

/** The NPS survey's two answers (docs/product/nps.md). Failures reject with an ApiError. */
export interface NpsSurveyGateway {
  /** Stores the score (0-10) and the comment, if any; the survey is off afterwards. */
  submit(answer: { readonly score: number; readonly comment?: string }): Promise<NpsSurveyState>;
  /** The merchant closed the survey; it is off afterwards. */
  dismiss(): Promise<NpsSurveyState>;
}
