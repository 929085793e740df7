import { type NpsSurveyState } from '../../../src/contracts/nps.contract';
import { NPS_FLAG_OFF } from '../../../src/domain/shop/shop-config-flags';
import { type SettingsRepository } from '../settings/settings-repository.port';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type Transactions } from '../shared/transactions.port';
import { type NpsResponseRepository } from './nps-response-repository.port';

/** The repositories an answer writes through, bound to one transaction. */
export interface NpsSurveyWrites {
  readonly responses: NpsResponseRepository;
  readonly settings: SettingsRepository;
}

const SURVEY_OFF = { is_show_nps: NPS_FLAG_OFF } as const;

/** submit_nps and dismiss_nps: either answer turns the survey off for good (docs/product/nps.md). */
export class NpsSurveyUseCases {
  constructor(
    private readonly settings: SettingsRepository,
    private readonly transactions: Transactions<NpsSurveyWrites>,
  ) {}

  async submit(shop: AuthenticatedShop, answer: { readonly score: number; readonly comment?: string | undefined }): Promise<NpsSurveyState> {
    await this.transactions.run(async ({ responses, settings }) => {
      await responses.add(shop, { score: answer.score, comment: answer.comment ?? '' });
      await settings.writeEntries(shop, 'shop_config', SURVEY_OFF);
    });
    return SURVEY_OFF;
  }

  async dismiss(shop: AuthenticatedShop): Promise<NpsSurveyState> {
    await this.settings.writeEntries(shop, 'shop_config', SURVEY_OFF);
    return SURVEY_OFF;
  }
}
