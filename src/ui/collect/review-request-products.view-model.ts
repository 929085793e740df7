import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { type ContractClient } from '../../application/http/contract-client.port';
import { type SettingsFieldProblem, type SettingsForm } from '../../application/settings/settings-form';
import { SettingsFormFactory } from '../../application/settings/settings-form-factory';
import { TOKENS } from '../../application/tokens';
import { getReviewRequestProducts, saveReviewRequestProducts } from '../../contracts/review-request-products.contract';
import { minPriceProblem, type ReviewRequestProductSettings } from '../../domain/collect/review-request-products';

export type ExclusionKind = 'product' | 'collection';

const LIST_KEY = { product: 'excluded_product_ids', collection: 'excluded_collection_ids' } as const satisfies Record<ExclusionKind, keyof ReviewRequestProductSettings>;

function problemsOf(values: ReviewRequestProductSettings): SettingsFieldProblem<ReviewRequestProductSettings>[] {
  const problem = minPriceProblem(values.min_price);
  return problem ? [{ key: 'min_price', messageKey: `collect-auto:products.errors.min_price.${problem}` }] : [];
}

/**
 * /collect/review_request_product: every product, or every product but the chosen products and
 * collections, and optionally none under a price (docs/product/collect-auto.md#products).
 */
@injectable()
export class ReviewRequestProductsViewModel {
  readonly form: SettingsForm<ReviewRequestProductSettings>;
  /** Titles of the chosen items: the server's for the saved ones, the picker's for new ones. */
  titles: Record<string, string> = {};
  /** Which picker is open, if any. */
  picking: ExclusionKind | null = null;

  constructor(
    @inject(SettingsFormFactory) forms: SettingsFormFactory,
    @inject(TOKENS.ContractClient) client: ContractClient,
  ) {
    const withTitles = async (answer: Promise<ReviewRequestProductSettings & { readonly titles: Readonly<Record<string, string>> }>) => {
      const { titles, ...settings } = await answer;
      runInAction(() => Object.assign(this.titles, titles));
      return settings;
    };
    this.form = forms.create<ReviewRequestProductSettings>({
      load: () => withTitles(client.call(getReviewRequestProducts, {})),
      saveRequests: [
        {
          send: ({ excluded_product_ids: products, excluded_collection_ids: collections, ...rest }) =>
            withTitles(
              client.call(saveReviewRequestProducts, {
                ...rest,
                ...(products ? { excluded_product_ids: [...products] } : {}),
                ...(collections ? { excluded_collection_ids: [...collections] } : {}),
              }),
            ),
        },
      ],
      validate: problemsOf,
    });
    makeAutoObservable(this, { form: false }, { autoBind: true });
  }

  start(): Promise<void> {
    return this.form.load();
  }

  set<Key extends keyof ReviewRequestProductSettings>(key: Key, value: ReviewRequestProductSettings[Key]): void {
    this.form.set(key, value);
  }

  /** The typed price: empty is no limit (0); anything else must read as a number. */
  setMinPrice(text: string): void {
    this.form.set('min_price', text.trim() === '' ? 0 : Number(text));
  }

  problemOf(key: keyof ReviewRequestProductSettings): string | null {
    const values = this.form.values;
    return values ? (problemsOf(values).find((problem) => problem.key === key)?.messageKey ?? null) : null;
  }

  chosen(kind: ExclusionKind): readonly string[] {
    return this.form.values?.[LIST_KEY[kind]] ?? [];
  }

  titleOf(id: string): string {
    return this.titles[id] ?? id;
  }

  openPicker(kind: ExclusionKind): void {
    this.picking = kind;
  }

  closePicker(): void {
    this.picking = null;
  }

  /** The picker's choice replaces the list of its kind (it opens with the current list selected). */
  choose(kind: ExclusionKind, choices: readonly { readonly id: string; readonly title: string }[]): void {
    for (const choice of choices) this.titles[choice.id] = choice.title;
    this.form.set(LIST_KEY[kind], choices.map((choice) => choice.id));
    this.picking = null;
  }

  remove(kind: ExclusionKind, id: string): void {
    this.form.set(LIST_KEY[kind], this.chosen(kind).filter((chosen) => chosen !== id));
  }

  dispose(): void {
    this.form.dispose();
  }
}
