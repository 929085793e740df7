import { inject, injectable } from 'inversify';
import { type ApiClient } from '../http/api-client.port';
import { TOKENS } from '../tokens';
import { QUESTION_API, type QaSettings } from './question-api';

/** The Q&A widget's settings (get_qa_settings / set_qa_settings). */
@injectable()
export class QaSettingsGateway {
  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  load(): Promise<QaSettings> {
    return this.api.get<QaSettings>(QUESTION_API.getSettings);
  }

  /** A partial save: the fields left out keep their values. */
  async save(changes: Partial<Pick<QaSettings, 'is_active' | 'color'>>): Promise<void> {
    await this.api.post(QUESTION_API.setSettings, changes);
  }
}
