import { ImportLocalSavedViewsUseCase } from '../../src/application/lists/import-local-saved-views.use-case';
import { ManageSavedViewsUseCase } from '../../src/application/lists/manage-saved-views.use-case';
import { type AppSession } from '../../src/application/session/app-session.port';
import { ListViewModelFactory } from '../../src/ui/kit/list-view-model-factory';
import { FakeKeyValueStorage } from '../fakes/fake-key-value-storage';
import { FakeNavigator } from '../fakes/fake-navigator';
import { FakeContractClient } from '../fakes/fake-contract-client';
import { FakeSavedViews } from '../fakes/fake-saved-views';
import { FakeToaster } from '../fakes/fake-toaster';
import { FakeTranslations } from '../fakes/fake-translations';

export interface ListKitFakes {
  readonly navigator: FakeNavigator;
  readonly toaster: FakeToaster;
  readonly savedViews: FakeSavedViews;
}

/** The list kit's factory over fakes, for view-model tests without a container. */
export function createListKit(fakes: Partial<ListKitFakes> = {}): ListKitFakes & { readonly lists: ListViewModelFactory } {
  const navigator = fakes.navigator ?? new FakeNavigator();
  const toaster = fakes.toaster ?? new FakeToaster();
  const savedViews = fakes.savedViews ?? new FakeSavedViews();
  const client = savedViews.answer(new FakeContractClient());
  const session = { shop: null } as unknown as AppSession;
  const manage = new ManageSavedViewsUseCase(client, new ImportLocalSavedViewsUseCase(new FakeKeyValueStorage(), session, client));
  return { navigator, toaster, savedViews, lists: new ListViewModelFactory(navigator, manage, toaster, new FakeTranslations()) };
}
