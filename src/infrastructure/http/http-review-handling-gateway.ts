import { type ReviewHandlingGateway } from '../../application/collect/review-handling-gateway.port';
import { type ContractClient } from '../../application/http/contract-client.port';
import { getReviewHandling, type ReviewHandlingAnswer, saveReviewHandling } from '../../contracts/collect-manage.contract';
import { type ReviewHandlingSettings } from '../../domain/collect/review-handling';

/** The managing_reviews calls of the admin API, through their contracts. */
export class HttpReviewHandlingGateway implements ReviewHandlingGateway {
  constructor(private readonly client: ContractClient) {}

  settings(): Promise<ReviewHandlingAnswer> {
    return this.client.call(getReviewHandling, {});
  }

  save(changes: Partial<ReviewHandlingSettings>): Promise<ReviewHandlingAnswer> {
    const { hold_words: words, ...rest } = changes;
    return this.client.call(saveReviewHandling, { ...rest, ...(words === undefined ? {} : { hold_words: [...words] }) });
  }
}
