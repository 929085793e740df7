import { type EmailTemplatesGateway } from '../../application/collect/email-templates-gateway.port';
import { type ContractClient } from '../../application/http/contract-client.port';
import { type EmailPreview, getEmailTemplateSetting, previewEmailTemplate, saveEmailTemplateSetting, sendTestEmail } from '../../contracts/collect-emails.contract';
import { type CollectEmailType } from '../../domain/collect/collect-emails';
import { type EmailTemplateSetting } from '../../domain/collect/email-templates';

/** The e-mail template screens' calls of the admin API, through their contracts. */
export class HttpEmailTemplatesGateway implements EmailTemplatesGateway {
  constructor(private readonly client: ContractClient) {}

  template(type: CollectEmailType): Promise<EmailTemplateSetting> {
    return this.client.call(getEmailTemplateSetting, { type });
  }

  save(type: CollectEmailType, changes: Partial<EmailTemplateSetting>): Promise<EmailTemplateSetting> {
    return this.client.call(saveEmailTemplateSetting, { type, ...changes });
  }

  preview(type: CollectEmailType, settings: EmailTemplateSetting): Promise<EmailPreview> {
    return this.client.call(previewEmailTemplate, { type, settings: { ...settings } });
  }

  async sendTest(type: CollectEmailType, settings: EmailTemplateSetting, to?: string): Promise<string> {
    return (await this.client.call(sendTestEmail, { type, settings: { ...settings }, ...(to ? { to } : {}) })).to;
  }
}
