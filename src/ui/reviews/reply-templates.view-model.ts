import { inject, injectable } from 'inversify';
import { action, makeObservable, observable, runInAction } from 'mobx';
import { type ContractClient } from '../../application/http/contract-client.port';
import { type SettingsFieldProblem, type SettingsForm } from '../../application/settings/settings-form';
import { SettingsFormFactory } from '../../application/settings/settings-form-factory';
import { TOKENS } from '../../application/tokens';
import { getReplyTemplates, saveReplyTemplates } from '../../contracts/collect-manage.contract';
import {
  fillReplyTemplate,
  REPLY_TEMPLATES_MAX,
  replyPlaceholderValues,
  replyTemplateProblems,
  type ReplyTemplate,
  type ReplyTemplatePlaceholder,
  type ReplyTemplateProblem,
  unknownPlaceholders,
} from '../../domain/reviews/reply-templates';

export interface ReplyTemplateSettings {
  readonly templates: readonly ReplyTemplate[];
}

const PROBLEM_KEY = 'collect-manage:reply.problems.';

export function replyTemplatesProblems(values: ReplyTemplateSettings): SettingsFieldProblem<ReplyTemplateSettings>[] {
  const problems = new Set<ReplyTemplateProblem>();
  for (const template of values.templates) for (const problem of replyTemplateProblems(template, values.templates)) problems.add(problem);
  return [...problems].map((problem) => ({ key: 'templates', messageKey: `${PROBLEM_KEY}${problem}` }));
}

let created = 0;

/** An id for a new template: lower-case letters, digits and dashes, unique enough for a list of 20. */
function newTemplateId(): string {
  created += 1;
  return `t-${Date.now().toString(36)}-${created.toString(36)}-${Math.floor(Math.random() * 36 ** 4).toString(36)}`;
}

/** The sample review the screen's previews are filled from. */
export interface PreviewSample {
  readonly customerName: string;
  readonly productName: string;
}

/** /settings/reply_review: the shop's reply templates on the settings engine (docs/product/collect-manage.md#reply-templates). */
@injectable()
export class ReplyTemplatesViewModel {
  readonly form: SettingsForm<ReplyTemplateSettings>;
  shopName = '';
  /** The template whose body gets the next placeholder button's text. */
  focusedId: string | null = null;

  constructor(
    @inject(SettingsFormFactory) forms: SettingsFormFactory,
    @inject(TOKENS.ContractClient) client: ContractClient,
  ) {
    this.form = forms.create<ReplyTemplateSettings>({
      load: async () => {
        const answer = await client.call(getReplyTemplates, {});
        runInAction(() => {
          this.shopName = answer.shop_name;
        });
        return { templates: answer.templates };
      },
      saveRequests: [
        {
          send: (changes) =>
            client.call(saveReplyTemplates, {
              templates: (changes.templates ?? []).map((template) => ({ ...template, name: template.name.trim(), body: template.body.trim() })),
            }),
        },
      ],
      validate: replyTemplatesProblems,
    });
    makeObservable(this, { shopName: observable, focusedId: observable, add: action, update: action, remove: action, insertPlaceholder: action });
  }

  get templates(): readonly ReplyTemplate[] {
    return this.form.values?.templates ?? [];
  }

  get canAdd(): boolean {
    return this.templates.length < REPLY_TEMPLATES_MAX;
  }

  /** Adds an empty template at the end; its name field takes the focus. */
  add(): void {
    if (!this.canAdd) return;
    const id = newTemplateId();
    this.form.set('templates', [...this.templates, { id, name: '', body: '' }]);
    this.focusedId = id;
  }

  update(id: string, field: 'name' | 'body', value: string): void {
    this.form.set(
      'templates',
      this.templates.map((template) => (template.id === id ? { ...template, [field]: value } : template)),
    );
  }

  remove(id: string): void {
    this.form.set(
      'templates',
      this.templates.filter((template) => template.id !== id),
    );
  }

  /** Adds {{placeholder}} at the end of the template's text. */
  insertPlaceholder(id: string, placeholder: ReplyTemplatePlaceholder): void {
    const template = this.templates.find((candidate) => candidate.id === id);
    if (!template) return;
    const separator = template.body === '' || template.body.endsWith(' ') || template.body.endsWith('\n') ? '' : ' ';
    this.update(id, 'body', `${template.body}${separator}{{${placeholder}}}`);
  }

  /** Translation keys of what is wrong with one template, once Save was pressed. */
  problemsOf(id: string): readonly ReplyTemplateProblem[] {
    const template = this.templates.find((candidate) => candidate.id === id);
    return template && this.form.isMissing('templates') ? replyTemplateProblems(template, this.templates) : [];
  }

  unknownPlaceholdersOf(id: string): readonly string[] {
    const template = this.templates.find((candidate) => candidate.id === id);
    return template ? unknownPlaceholders(template.body) : [];
  }

  /** The template as a reply to the sample review reads. */
  preview(id: string, sample: PreviewSample): string {
    const template = this.templates.find((candidate) => candidate.id === id);
    if (!template) return '';
    return fillReplyTemplate(template.body, replyPlaceholderValues({ author_name: sample.customerName, product_title: sample.productName, rating: 5, title: '', is_store_review: false }, this.shopName));
  }

  dispose(): void {
    this.form.dispose();
  }
}
