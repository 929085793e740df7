import { inject, injectable } from 'inversify';
import { type ListDefinition, type ListShape } from '../../application/lists/list-definition';
import { ManageSavedViewsUseCase } from '../../application/lists/manage-saved-views.use-case';
import { type Translations } from '../../application/i18n/translations.port';
import { type Navigator } from '../../application/navigation/navigator.port';
import { type Toaster } from '../../application/platform/toaster.port';
import { TOKENS } from '../../application/tokens';
import { ListSavedViews } from './list-saved-views';
import { type ListNotifier } from './list-notifier';
import { type ListOptions, ListViewModel } from './list-view-model';

/** Makes a list screen's {@link ListViewModel} from its definition, with the services every list shares. */
@injectable()
export class ListViewModelFactory {
  constructor(
    @inject(TOKENS.Navigator) private readonly navigator: Navigator,
    @inject(ManageSavedViewsUseCase) private readonly savedViews: ManageSavedViewsUseCase,
    @inject(TOKENS.Toaster) private readonly toaster: Toaster,
    @inject(TOKENS.Translations) private readonly translations: Translations,
  ) {}

  create<L extends ListShape>(definition: ListDefinition<L>, options: ListOptions<L>): ListViewModel<L> {
    const notify: ListNotifier = (key, values, error = false) =>
      this.toaster.show({ content: this.translations.translate(key, values), ...(error ? { error: true } : {}) });
    const views = new ListSavedViews<L['filter']>(definition.filter, definition.views, definition.savedViews, this.savedViews, notify);
    return new ListViewModel(definition, options, { navigator: this.navigator, notify }, views);
  }
}
