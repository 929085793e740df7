import { type OutboxMail, type OutboxPage } from '../../domain/collect/outbox';

/** The outbox's calls (docs/product/collect-mail.md#outbox). */
export interface OutboxGateway {
  /** Where mail goes, and the shop's caught mail, newest first. */
  list(): Promise<OutboxPage>;
  /** One caught mail, whole. */
  get(id: number): Promise<OutboxMail>;
}
