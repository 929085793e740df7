import { answer, NO_PARAMS, post, schemasOf } from './contract';

/** The NPS survey's two answers (docs/product/nps.md); both switch is_show_nps to '0' for good. */

/** What both answer: the survey's flag as stored now. */
export interface NpsSurveyState {
  readonly is_show_nps: string;
}

/** POST submit_nps: `score` 0-10, optional `comment`; stores them and turns the survey off in one transaction. */
export const submitNps = post('/api/v1/admin/submit_nps', schemasOf(() => import('./nps.schema'))('submitNpsRequest'), answer<NpsSurveyState>());

/** POST dismiss_nps: the merchant closed the survey without answering; it does not come back. */
export const dismissNps = post('/api/v1/admin/dismiss_nps', NO_PARAMS, answer<NpsSurveyState>());
