import { getOutboxMail, getOutboxMails } from '../../../../src/contracts/outbox.contract';
import { type OutboxUseCases } from '../../../application/mail/outbox-use-cases';
import { ContractRoutes } from '../contract-routes';

/** /collect/outbox: the shop's caught mail (docs/product/collect-mail.md#outbox). */
export function outboxRoutes(outbox: OutboxUseCases) {
  return new ContractRoutes('/api/v1/admin')
    .serve(getOutboxMails, (_request, c) => outbox.list(c.get('shop')))
    .serve(getOutboxMail, ({ id }, c) => outbox.get(c.get('shop'), id)).router;
}
