import { type ContractClient } from '../../application/http/contract-client.port';
import { type ReplyTemplatesGateway } from '../../application/reviews/reply-templates-gateway.port';
import { getReplyTemplates, type ReplyTemplatesAnswer, saveReplyTemplates } from '../../contracts/collect-manage.contract';
import { type ReplyTemplate } from '../../domain/reviews/reply-templates';

/** The reply templates' calls of the admin API, through their contracts. */
export class HttpReplyTemplatesGateway implements ReplyTemplatesGateway {
  constructor(private readonly client: ContractClient) {}

  templates(): Promise<ReplyTemplatesAnswer> {
    return this.client.call(getReplyTemplates, {});
  }

  saveTemplates(templates: readonly ReplyTemplate[]): Promise<ReplyTemplatesAnswer> {
    return this.client.call(saveReplyTemplates, { templates: templates.map((template) => ({ ...template })) });
  }
}
