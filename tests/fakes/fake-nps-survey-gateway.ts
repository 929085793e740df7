import { type NpsSurveyGateway } from '../../src/application/shell/nps-survey-gateway.port';
import { type NpsSurveyState } from '../../src/contracts/nps.contract';

/** Records the survey's answers; set `failure` to make every call fail. */
export class FakeNpsSurveyGateway implements NpsSurveyGateway {
  failure: Error | null = null;
  readonly submitted: { readonly score: number; readonly comment?: string }[] = [];
  dismissals = 0;

  submit(answer: { readonly score: number; readonly comment?: string }): Promise<NpsSurveyState> {
    if (this.failure) return Promise.reject(this.failure);
    this.submitted.push(answer);
    return Promise.resolve({ is_show_nps: '0' });
  }

  dismiss(): Promise<NpsSurveyState> {
    if (this.failure) return Promise.reject(this.failure);
    this.dismissals += 1;
    return Promise.resolve({ is_show_nps: '0' });
  }
}
