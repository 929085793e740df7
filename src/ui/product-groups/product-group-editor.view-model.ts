import { type PickerChoice } from '../picker/resource-picker.view-model';
import { inject, injectable } from 'inversify';
import { action, makeObservable, observable, runInAction } from 'mobx';
import { type ContractClient } from '../../application/http/contract-client.port';
import { type SettingsFieldProblem, type SettingsForm } from '../../application/settings/settings-form';
import { SettingsFormFactory } from '../../application/settings/settings-form-factory';
import { TOKENS } from '../../application/tokens';
import { deleteProductGroup, getProductGroup, saveProductGroup } from '../../contracts/product-groups.contract';
import { formatReviewFilterSearch } from '../../contracts/review-filter.contract';
import { EMPTY_REVIEW_FILTER } from '../../domain/reviews/review-filter';
import { PRODUCT_GROUP_MIN_PRODUCTS, type ProductGroup, type ProductGroupProduct } from '../../domain/product-groups/product-group';
import { DialogAction } from '../kit/dialog-action';

/** What the page edits: the group's name and products. */
export interface ProductGroupValues {
  readonly name: string;
  readonly products: readonly ProductGroupProduct[];
}

const NEW_GROUP: ProductGroupValues = { name: '', products: [] };

/** The page's own checks: a name, and at least two products. */
export function productGroupProblems(values: ProductGroupValues): SettingsFieldProblem<ProductGroupValues>[] {
  const problems: SettingsFieldProblem<ProductGroupValues>[] = [];
  if (values.name.trim() === '') problems.push({ key: 'name', messageKey: 'product-groups:editor.problems.name' });
  if (values.products.length < PRODUCT_GROUP_MIN_PRODUCTS) problems.push({ key: 'products', messageKey: 'product-groups:editor.problems.products' });
  return problems;
}

/** What the resource picker hands back that a member keeps. */
type PickedProduct = Pick<PickerChoice, 'id' | 'title' | 'image'>;

/** /settings/product_groups/:id (`new` creates one) on the settings engine (docs/product/product-groups.md#page). */
@injectable()
export class ProductGroupEditorViewModel {
  readonly form: SettingsForm<ProductGroupValues>;
  /** Undefined while the group is new. */
  id: number | undefined = undefined;
  /** Set once a new group is saved: the screen moves to its address. */
  createdId: number | null = null;
  /** Set once the group is deleted: the screen goes back to the list. */
  deleted = false;
  pickerOpen = false;
  readonly deletion = new DialogAction<true>();

  constructor(
    @inject(SettingsFormFactory) forms: SettingsFormFactory,
    @inject(TOKENS.ContractClient) private readonly client: ContractClient,
  ) {
    this.form = forms.create<ProductGroupValues>({
      load: async () => (this.id === undefined ? NEW_GROUP : valuesOf(await this.client.call(getProductGroup, { id: this.id }))),
      // The endpoint takes the whole group: every save sends every field.
      saveRequests: [{ send: () => this.saveWhole() }],
      validate: productGroupProblems,
    });
    makeObservable(this, { id: observable, createdId: observable, deleted: observable, pickerOpen: observable, setPickerOpen: action, choose: action, removeProduct: action });
  }

  start(param: string | undefined): Promise<void> {
    const id = param !== undefined && /^\d+$/.test(param) ? Number(param) : undefined;
    if (this.form.status === 'loaded' && id === this.id) return Promise.resolve();
    runInAction(() => (this.id = id));
    return this.form.load();
  }

  setName(name: string): void {
    this.form.set('name', name);
  }

  setPickerOpen(open: boolean): void {
    this.pickerOpen = open;
  }

  /** The picker's choice becomes the group's products, in the order chosen; a product kept keeps what it had. */
  choose(picked: readonly PickedProduct[]): void {
    const current = new Map((this.form.values?.products ?? []).map((product) => [product.id, product]));
    this.form.set(
      'products',
      picked.map((product) => current.get(product.id) ?? { id: product.id, title: product.title, image_url: product.image?.src ?? null }),
    );
    this.pickerOpen = false;
  }

  removeProduct(id: string): void {
    this.form.set('products', (this.form.values?.products ?? []).filter((product) => product.id !== id));
  }

  errorOf(key: keyof ProductGroupValues): string | null {
    return this.form.isMissing(key) ? (productGroupProblems(this.form.values ?? NEW_GROUP).find((problem) => problem.key === key)?.messageKey ?? null) : null;
  }

  /** The reviews list narrowed to this group's products; null while the group is new. */
  get reviewsUrl(): string | null {
    return this.id === undefined ? null : `/reviewList?${formatReviewFilterSearch({ ...EMPTY_REVIEW_FILTER, productGroupIds: [this.id] })}`;
  }

  askDelete(): void {
    this.deletion.open(true);
  }

  confirmDelete(): Promise<void> {
    const id = this.id;
    if (id === undefined) return Promise.resolve();
    return this.deletion.confirm(async () => {
      await this.client.call(deleteProductGroup, { id });
      this.form.discard();
      runInAction(() => (this.deleted = true));
    });
  }

  private async saveWhole(): Promise<ProductGroup> {
    const values = this.form.values ?? NEW_GROUP;
    const saved = await this.client.call(saveProductGroup, {
      ...(this.id === undefined ? {} : { id: this.id }),
      name: values.name,
      products: values.products.map(({ id, title, image_url }) => ({ id, title, image_url })),
    });
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

const valuesOf = ({ name, products }: ProductGroup): ProductGroupValues => ({ name, products });
