import { type ContractClient } from '../../application/http/contract-client.port';
import { type NpsSurveyGateway } from '../../application/shell/nps-survey-gateway.port';
import { dismissNps, type NpsSurveyState, submitNps } from '../../contracts/nps.contract';

/** submit_nps and dismiss_nps through their contracts. */
export class HttpNpsSurveyGateway implements NpsSurveyGateway {
  constructor(private readonly client: ContractClient) {}

  submit(answer: { readonly score: number; readonly comment?: string }): Promise<NpsSurveyState> {
    return this.client.call(submitNps, answer);
  }

  dismiss(): Promise<NpsSurveyState> {
    return this.client.call(dismissNps, {});
  }
}
