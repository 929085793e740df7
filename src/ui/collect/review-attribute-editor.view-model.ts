import { inject, injectable } from 'inversify';
import { action, makeObservable, observable, runInAction } from 'mobx';
import { type ContractClient } from '../../application/http/contract-client.port';
import { type SettingsFieldProblem, type SettingsForm } from '../../application/settings/settings-form';
import { SettingsFormFactory } from '../../application/settings/settings-form-factory';
import { TOKENS } from '../../application/tokens';
import { type RequestOf } from '../../contracts/contract';
import { getReviewAttribute, saveReviewAttribute } from '../../contracts/review-attributes.contract';
import {
  ATTRIBUTE_OPTIONS_MAX,
  ATTRIBUTE_OPTIONS_MIN,
  attributeDefinitionProblem,
  NEW_ATTRIBUTE,
  normalizeAttributeDefinition,
  type AttributeKind,
  type ReviewAttribute,
  type ReviewAttributeDefinition,
} from '../../domain/collect/review-attributes';

type Definition = ReviewAttributeDefinition;

/** The editor's own check: the domain's first broken rule, as the field's message. */
export function attributeProblems(values: Definition): SettingsFieldProblem<Definition>[] {
  const problem = attributeDefinitionProblem(normalizeAttributeDefinition(values));
  return problem ? [{ key: problem.field as keyof Definition, messageKey: `collect-attributes:problems.${problem.field}` }] : [];
}

const definitionOf = ({ id: _id, position: _position, ...definition }: ReviewAttribute): Definition => definition;

/** save_review_attribute's request: the whole question, its fields only (a new one without an id). */
export function saveAttributeRequest(id: number | undefined, definition: Definition): RequestOf<typeof saveReviewAttribute> {
  const { kind, title, options, low_label, high_label, required, scope, resource_ids, is_active } = definition;
  return { ...(id === undefined ? {} : { id }), kind, title, options: [...options], low_label, high_label, required, scope, resource_ids: [...resource_ids], is_active };
}

/** /collect/attributes/:id (`new` adds one): a question on the settings engine (docs/product/collect-attributes.md). */
@injectable()
export class ReviewAttributeEditorViewModel {
  readonly form: SettingsForm<Definition>;
  /** Undefined while the question is new. */
  id: number | undefined = undefined;
  /** Set once a new question is saved: the screen moves to its address. */
  createdId: number | null = null;
  pickerOpen = false;

  constructor(
    @inject(SettingsFormFactory) forms: SettingsFormFactory,
    @inject(TOKENS.ContractClient) private readonly client: ContractClient,
  ) {
    this.form = forms.create<Definition>({
      load: async () => (this.id === undefined ? NEW_ATTRIBUTE : definitionOf(await this.client.call(getReviewAttribute, { id: this.id }))),
      // The endpoint takes the whole question: every save sends every field.
      saveRequests: [{ send: () => this.saveWhole() }],
      validate: attributeProblems,
    });
    makeObservable(this, { id: observable, createdId: observable, pickerOpen: observable, setPickerOpen: action, setKind: action, setOption: action, addOption: action, removeOption: action });
  }

  start(param: string | undefined): Promise<void> {
    const id = param !== undefined && /^\d+$/.test(param) ? Number(param) : undefined;
    if (this.form.status === 'loaded' && id === this.id) return Promise.resolve();
    runInAction(() => (this.id = id));
    return this.form.load();
  }

  set<Key extends keyof Definition>(key: Key, value: Definition[Key]): void {
    this.form.set(key, value);
  }

  setKind(kind: AttributeKind): void {
    this.form.set('kind', kind);
    const options = this.form.values?.options ?? [];
    if (kind === 'single_choice' && options.length < ATTRIBUTE_OPTIONS_MIN) this.form.set('options', [...options, ...Array<string>(ATTRIBUTE_OPTIONS_MIN - options.length).fill('')]);
  }

  setOption(index: number, value: string): void {
    this.form.set('options', (this.form.values?.options ?? []).map((option, at) => (at === index ? value : option)));
  }

  addOption(): void {
    const options = this.form.values?.options ?? [];
    if (options.length < ATTRIBUTE_OPTIONS_MAX) this.form.set('options', [...options, '']);
  }

  removeOption(index: number): void {
    const options = this.form.values?.options ?? [];
    if (options.length > ATTRIBUTE_OPTIONS_MIN) this.form.set('options', options.filter((_, at) => at !== index));
  }

  setPickerOpen(open: boolean): void {
    this.pickerOpen = open;
  }

  chooseResources(ids: readonly string[]): void {
    this.form.set('resource_ids', ids);
    this.setPickerOpen(false);
  }

  errorOf(key: keyof Definition): string | null {
    return this.form.isMissing(key) ? (attributeProblems(this.form.values ?? NEW_ATTRIBUTE).find((problem) => problem.key === key)?.messageKey ?? null) : null;
  }

  private async saveWhole(): Promise<ReviewAttribute> {
    const values = this.form.values ?? NEW_ATTRIBUTE;
    const saved = await this.client.call(saveReviewAttribute, saveAttributeRequest(this.id, values));
    runInAction(() => {
      if (this.id === undefined) this.createdId = saved.id;
      this.id = saved.id;
    });
    return saved;
  }

  dispose(): void {
    this.form.dispose();
  }
}
