import { type OutboxMail, type OutboxPage } from '../domain/collect/outbox';
import { answer, get, NO_PARAMS, schemasOf } from './contract';

/** The outbox at /collect/outbox: the shop's caught mail (docs/product/collect-mail.md#outbox). */

const schema = schemasOf(() => import('./outbox.schema'));

/** GET get_outbox_mails: where the server's mail goes, and the shop's caught mail, newest first. */
export const getOutboxMails = get('/api/v1/admin/get_outbox_mails', NO_PARAMS, answer<OutboxPage>());

/** GET get_outbox_mail: one of the shop's caught e-mails, whole (404 for another shop's). */
export const getOutboxMail = get('/api/v1/admin/get_outbox_mail', schema('getOutboxMailRequest'), answer<OutboxMail>());
