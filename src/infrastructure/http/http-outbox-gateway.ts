import { type OutboxGateway } from '../../application/collect/outbox-gateway.port';
import { type ContractClient } from '../../application/http/contract-client.port';
import { getOutboxMail, getOutboxMails } from '../../contracts/outbox.contract';
import { type OutboxMail, type OutboxPage } from '../../domain/collect/outbox';

/** The outbox's calls of the admin API, through their contracts. */
export class HttpOutboxGateway implements OutboxGateway {
  constructor(private readonly client: ContractClient) {}

  list(): Promise<OutboxPage> {
    return this.client.call(getOutboxMails, {});
  }

  get(id: number): Promise<OutboxMail> {
    return this.client.call(getOutboxMail, { id });
  }
}
