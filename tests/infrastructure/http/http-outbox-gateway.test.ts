import { describe, expect, it } from 'vitest';
import { getOutboxMail, getOutboxMails } from '../../../src/contracts/outbox.contract';
import { type OutboxMail } from '../../../src/domain/collect/outbox';
import { ApiContractClient } from '../../../src/infrastructure/http/api-contract-client';
import { HttpOutboxGateway } from '../../../src/infrastructure/http/http-outbox-gateway';
import { FakeApiClient } from '../../fakes/fake-api-client';

const SUMMARY = { id: 7, to: 'mia@example.com', subject: 'How was your order?', received_at: '2026-11-20T10:00:00.000Z' };
const MAIL: OutboxMail = { ...SUMMARY, message_id: '<m@t>', from: 'a@t', html: '<p>Hi</p>', text: 'Hi', headers: [{ name: 'Subject', value: SUMMARY.subject }] };

describe('HttpOutboxGateway', () => {
  it('lists through get_outbox_mails and opens one through get_outbox_mail with its id as the server reads it', async () => {
    const api = new FakeApiClient().onGet(getOutboxMails.path, { delivery: 'caught', mails: [SUMMARY] }).onGet(getOutboxMail.path, MAIL);
    const gateway = new HttpOutboxGateway(new ApiContractClient(api));
    expect(await gateway.list()).toEqual({ delivery: 'caught', mails: [SUMMARY] });
    expect(await gateway.get(7)).toEqual(MAIL);
    const [call] = api.callsTo('GET', '/api/v1/admin/get_outbox_mail');
    expect((await getOutboxMail.request()).parse(call?.query)).toEqual({ id: 7 });
  });
});
