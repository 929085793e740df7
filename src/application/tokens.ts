/**
 * DI tokens of the admin's ports. Each port is an interface in `src/application/<area>/`; the
 * composition root (`src/composition/`) binds it to an adapter, the test harness to a fake.
 */
export const TOKENS = {
  AppConfig: Symbol('AppConfig'),
  ApiClient: Symbol('ApiClient'),
  ContractClient: Symbol('ContractClient'),
  ReviewsGateway: Symbol('ReviewsGateway'),
  AuthGateway: Symbol('AuthGateway'),
  ShopGateway: Symbol('ShopGateway'),
  UserSettingsGateway: Symbol('UserSettingsGateway'),
  DiscountGateway: Symbol('DiscountGateway'),
  FileDownloader: Symbol('FileDownloader'),
  RequestCache: Symbol('RequestCache'),
  KeyValueStorage: Symbol('KeyValueStorage'),
  CookieJar: Symbol('CookieJar'),
  BrowserEnvironment: Symbol('BrowserEnvironment'),
  Navigator: Symbol('Navigator'),
  SessionTokenSource: Symbol('SessionTokenSource'),
  Toaster: Symbol('Toaster'),
  SaveBar: Symbol('SaveBar'),
  NavMenu: Symbol('NavMenu'),
  LoadingIndicator: Symbol('LoadingIndicator'),
  Translations: Symbol('Translations'),
  Monitoring: Symbol('Monitoring'),
  CustomerMessaging: Symbol('CustomerMessaging'),
  PickerCatalog: Symbol('PickerCatalog'),
  PickerEvents: Symbol('PickerEvents'),
  Clock: Symbol('Clock'),
  AppSession: Symbol('AppSession'),
  QuestionsGateway: Symbol('QuestionsGateway'),
  SavedViewsGateway: Symbol('SavedViewsGateway'),
} as const;
