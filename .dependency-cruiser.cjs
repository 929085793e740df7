/**
 * Layer rules (docs/architecture.md). A wrong import fails `npm test` here instead of in review.
 * The composition roots may see every layer: the SPA's src/main.tsx and src/composition/, the
 * server's main.ts, run-server.ts, composition.ts and its areas in server/composition/.
 */
const COMPOSITION_ROOT = '^(src/(main\\.tsx|composition/)|server/((main|composition|run-server)\\.ts$|composition/))';

/** React, its bindings and Polaris: what a move to Polaris web components would replace. */
const VIEW_PACKAGES =
  'node_modules/(react|react-dom|react-router|react-router-dom|react-i18next|mobx-react-lite|@shopify/polaris|@shopify/polaris-icons)/';

/**
 * An edge list declares each link one way: two areas (or features) importing each other are one
 * area in two folders, so a pair declared both ways fails every run of the rules before anything
 * is cruised (docs/decisions/0060-composition-by-area-and-area-boundaries.md; tests/tooling/layer-edges.test.ts).
 */
function assertOneWay(listName, edges) {
  const declared = new Set(edges.map(([from, to]) => `${from} → ${to}`));
  const twoWay = edges.filter(([from, to]) => from < to && declared.has(`${to} → ${from}`)).map(([from, to]) => `${from} ↔ ${to}`);
  if (twoWay.length > 0) {
    throw new Error(`${listName} declares ${twoWay.join(', ')} both ways: break one direction (a port the other side implements, or move what both need) instead of declaring it back`);
  }
}

/**
 * Folders of src/ui and src/application every feature may import: the kits, the app's frame
 * (shell, routing, error and pending pages) and the ports and services of the platform. Every
 * other folder is a feature (auth, reviews, questions, discount, settings, picker, …) and keeps to
 * itself, but for the edges declared in ADMIN_FEATURE_EDGES.
 */
const SHARED_UI = ['kit', 'shell', 'routing', 'errors', 'pending'];
const SHARED_APPLICATION = ['lists', 'shell', 'http', 'platform', 'storage', 'cache', 'config', 'i18n', 'monitoring', 'navigation', 'session'];
/**
 * The features one feature may import (its src/ui or src/application folder), each with its reason:
 * [from, to, why]. A new edge is written here; prefer moving what two features share to the domain,
 * the contracts or a kit.
 */
const ADMIN_FEATURE_EDGES = [
  ['collect', 'settings', 'its settings cards are SettingsForms (the settings form engine); the discount page marks the guide step seen'],
  ['display', 'settings', 'every widget settings screen is a SettingsForm'],
  ['reviews', 'settings', 'reply templates are a SettingsForm; moderation reads the shop config'],
  ['referrals', 'settings', 'the referral offer is a SettingsForm (save bar, leave confirmation)'],
  ['questions', 'settings', 'the Q&A gateway serves the Q&A widget settings port'],
  ['home', 'settings', 'the dashboard and its banners read and dismiss through the shop config'],
  ['kit', 'settings', 'the settings error banner and the Q&A settings card are built on the SettingsForm'],
  ['i18n', 'settings', 'the admin language is a user setting'],
  ['plans', 'discount', 'the plan page and the shell\'s tab share one upgrade offer (one countdown, one refetch)'],
  ['collect', 'discount', 'the collect overview shows the upgrade offer'],
  ['home', 'discount', 'the dashboard\'s banner shows the upgrade offer'],
  ['collect', 'picker', 'review form questions and request products pick products'],
  ['import-sources', 'picker', 'a marketplace import picks the product it fills'],
  ['product-groups', 'settings', 'a product group’s page is a SettingsForm (save bar, leave confirmation)'],
  ['product-groups', 'picker', 'a product group’s products are chosen with the resource picker'],
  ['instagram', 'picker', 'an Instagram post is tagged to products with the resource picker'],
  ['instagram', 'public-pages', '/ins_auth is a public page in the public pages\' frame'],
  ['imports', 'picker', 'file and manual imports pick products'],
  ['questions', 'picker', 'the questions list filters by product'],
  ['reviews', 'picker', 'the reviews list filters by product'],
];
assertOneWay('ADMIN_FEATURE_EDGES', ADMIN_FEATURE_EDGES);
const FEATURES_WITH_EDGES = [...new Set(ADMIN_FEATURE_EDGES.map(([from]) => from))];
const featureFolder = (names) => `^src/(?:ui|application)/(${names.join('|')})/`;
const SHARED_FOLDERS = [`^src/ui/(${SHARED_UI.join('|')})/`, `^src/application/(${SHARED_APPLICATION.join('|')})/`];
/** Folders that assemble the app from its features, so may import any of them. */
const FRAME = '^src/ui/(routing|shell)/';

/**
 * Server application areas (server/application/<area>/) keep to themselves: an area imports
 * another only through server/application/shared/ or by one of these declared edges, each with
 * its reason. A new edge is a decision written here, not an import that slips in; prefer moving
 * what two areas share into shared/ or src/domain, or a port the other area implements.
 */
const SERVER_AREA_EDGES = [
  ['affiliate', 'auth', 'a report is filed with a sign of the shop (shop signs), used once (used-sign repository)'],
  ['affiliate', 'shops', 'a report names the installed shop it credits'],
  ['auth', 'picker', 'the Channelwill sign formats prices like the picker (plain-money-format)'],
  ['auth', 'settings', 'installs and referral credits write the shop\'s settings'],
  ['auth', 'shopify', 'the installer reads the shop from the Shopify gateway'],
  ['auth', 'shops', 'signing in finds, creates and updates the shop'],
  ['billing', 'settings', 'billing preferences are settings documents'],
  ['billing', 'shops', 'a plan is bought for the shop\'s record; the simulated confirmation page finds the shop by its domain'],
  ['billing', 'storefront', 'a plan change queues the storefront sync (hidden reviews, widget allowance)'],
  ['collect', 'mail', 'collect e-mails go out through the mail transport port'],
  ['collect', 'reviews', 'a review form reply is a review reply (reply-review use-case)'],
  ['collect', 'settings', 'collect reads and writes its settings documents'],
  ['collect', 'shopify', 'orders, products and discount codes come from the Shopify gateway'],
  ['collect', 'shops', 'requests are sent for, and signed by, the shop'],
  ['compliance', 'notifications', 'the weekly compliance audit queues its summary as a service notice through the notification queue'],
  ['discount', 'settings', 'the upgrade offer\'s state is a settings document'],
  ['discount', 'shops', 'the offer depends on the shop\'s plan and install date'],
  ['email-review', 'shops', 'the e-mail review page names the shop'],
  ['email-review', 'storage', 'photos added from the e-mail are uploaded files'],
  ['instagram', 'shops', 'the OAuth state names the shop the account is connected for'],
  ['instagram', 'storage', 'an imported post\'s image is copied into our storage as an uploaded file'],
  ['guide', 'collect', 'a step is ticked by the first request e-mail template (email-template-store)'],
  ['guide', 'settings', 'steps are read from the shop configs and settings documents'],
  ['guide', 'shopify', 'the embed step reads the theme through the Shopify gateway'],
  ['guide', 'shops', 'the guide belongs to the shop'],
  ['guide', 'storefront', 'steps are ticked by saved widget settings (promo, summary, showcase stores)'],
  ['imports', 'auth', 'a bookmarklet sign is used once (used-sign repository)'],
  ['imports', 'settings', 'Dropshipman\'s connection is a settings document'],
  ['imports', 'shopify', 'imported reviews are matched to products through the Shopify gateway'],
  ['imports', 'shops', 'imports belong to the shop'],
  ['imports', 'storage', 'review files and fetched media are stored files'],
  ['integrations', 'auth', 'Channelwill\'s link carries a shop sign (shop signs)'],
  ['integrations', 'shops', 'Channelwill\'s stand-in checks the signed shop is installed'],
  ['languages', 'settings', 'self-defined words are settings documents'],
  ['mail', 'shops', 'unsubscribing names the shop'],
  ['notifications', 'mail', 'notification e-mails go out through the mail transport port'],
  ['notifications', 'settings', 'the notification settings are the user settings document'],
  ['notifications', 'shops', 'notifications are sent for the shop, in its name and time zone'],
  ['nps', 'settings', 'the survey\'s state is a settings document'],
  ['outgoing-webhooks', 'notifications', 'an endpoint switched off queues the merchant\'s service notice in the same transaction'],
  ['outgoing-webhooks', 'shopify', 'Shopify Flow triggers go to Shopify through the Shopify gateway (flowTriggerReceive)'],
  ['picker', 'shopify', 'the picker browses the catalog through the Shopify gateway'],
  ['plans', 'billing', 'a plan shows its charge and billing preferences; the plans decide a charge\'s discount (PlanDiscounts port)'],
  ['plans', 'discount', 'the plan page shows the upgrade offer'],
  ['plans', 'settings', 'plan choices are settings documents'],
  ['plans', 'shops', 'plans are the shop\'s; the plan page counts the reviews Free would hide (reviews-hidden-by-plan)'],
  ['questions', 'settings', 'Q&A settings are a settings document'],
  ['referrals', 'collect', 'the advocate\'s reward is a collect e-mail: queued in the order\'s transaction, its code issued for the collect sender (AdvocateRewardIssuer)'],
  ['referrals', 'settings', 'the offer is the referral settings document'],
  ['referrals', 'shopify', 'friend and advocate codes are made, and the advocate looked up, through the Shopify gateway'],
  ['referrals', 'shops', 'the share page finds the shop its link signed'],
  ['referrals', 'storefront', 'the offer is read as the referral card reads it (readReferralSettings)'],
  ['questions', 'shops', 'answers are mailed in the shop\'s name'],
  ['reviews', 'bulk-jobs', 'bulk review actions run on the bulk job runner'],
  ['reviews', 'settings', 'review lists read the shop\'s settings'],
  ['reviews', 'shops', 'reviews are hidden by the shop\'s plan'],
  ['settings', 'shopify', 'the theme app status is read through the Shopify gateway'],
  ['settings', 'shops', 'shop configs read the shop'],
  ['shopify', 'shops', 'the theme status is stored on the shop; the status use-cases link to its theme editor'],
  ['storage', 'shops', 'an upload is accepted for a known shop'],
  ['storefront', 'collect', 'a storefront review is collected: hold, follow-up mails, review form questions'],
  ['storefront', 'languages', 'the storefront draws with the shop\'s words'],
  ['storefront', 'notifications', 'a review or question written on the storefront queues the merchant\'s notification'],
  ['storefront', 'questions', 'the storefront draws the Q&A widget with its settings'],
  ['storefront', 'settings', 'every widget is drawn from its settings documents'],
  ['storefront', 'shopify', 'the sync writes metafields through the Shopify gateway'],
  ['storefront', 'shops', 'the storefront is the shop\'s'],
  ['storefront', 'storage', 'storefront reviews carry uploaded photos'],
  ['webhooks', 'collect', 'order webhooks schedule review requests'],
  ['webhooks', 'referrals', 'orders/create matches a referral friend\'s code'],
  ['webhooks', 'storage', 'shop redaction removes the shop\'s files'],
];
assertOneWay('SERVER_AREA_EDGES', SERVER_AREA_EDGES);
const SERVER_SHARED = 'shared';
const AREAS_WITH_EDGES = [...new Set(SERVER_AREA_EDGES.map(([from]) => from))];
const serverAreaRule = (from, allowed) => ({
  name: 'server-areas-stay-apart',
  comment: 'A server application area imports another only through server/application/shared/ or an edge declared in SERVER_AREA_EDGES; shared/ imports no area.',
  severity: 'error',
  from: { path: from },
  to: { path: '^server/application/[^/]+/', pathNot: `^server/application/(${allowed.join('|')})/` },
});
/** One rule per area with declared edges, and one for every other area (shared/ and areas to come): its own folder and shared/ only. */
const serverAreaRules = [
  ...AREAS_WITH_EDGES.map((area) => serverAreaRule(`^server/application/${area}/`, [area, SERVER_SHARED, ...SERVER_AREA_EDGES.filter(([from]) => from === area).map(([, to]) => to)])),
  { ...serverAreaRule('^server/application/([^/]+)/', ['$1', SERVER_SHARED]), from: { path: '^server/application/([^/]+)/', pathNot: `^server/application/(${AREAS_WITH_EDGES.join('|')})/` } },
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'storefront-scripts-stay-small',
      comment:
        'storefront/ is the theme app extension\'s scripts (≤ 10,000 bytes each): the domain, the storefront paths, the upload address and types of the contracts, no package, no other layer.',
      severity: 'error',
      from: { path: '^storefront/' },
      to: { pathNot: ['^storefront/', '^src/domain/', '^src/contracts/storefront-paths\\.ts$', '^src/contracts/upload-address\\.ts$'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'checkout-extension-sees-only-domain',
      comment:
        'extensions/ holds Shopify extensions (the checkout UI extension\'s Preact code): the domain, Preact and Shopify\'s extension types, no other layer.',
      severity: 'error',
      from: { path: '^extensions/' },
      to: { pathNot: ['^extensions/', '^src/domain/', '(^|/)node_modules/(preact|@preact/signals|@preact/signals-core|@shopify/ui-extensions)/'] },
    },
    {
      name: 'domain-is-pure',
      comment: 'src/domain imports nothing outside itself: no packages, no Node built-ins, no other layer.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { pathNot: '^src/domain/' },
    },
  {
      name: 'contracts-see-only-domain-and-zod',
      comment: 'src/contracts describes endpoints for the admin, the server and the storefront: src/domain and zod only.',
      severity: 'error',
      from: { path: '^src/contracts/' },
      to: { pathNot: ['^src/(domain|contracts)/', '(^|/)node_modules/zod/'] },
    },
    {
      name: 'application-sees-only-domain',
      comment: 'src/application (use-cases and ports) may import src/domain, src/contracts and packages, no other layer.',
      severity: 'error',
      from: { path: '^src/application/' },
      to: { path: '^(src/(infrastructure|ui|composition)/|src/main\\.tsx|server/)' },
    },
    {
      name: 'infrastructure-sees-application-and-domain',
      comment: 'Adapters implement ports; they never reach into screens or the composition root.',
      severity: 'error',
      from: { path: '^src/infrastructure/' },
      to: { path: '^(src/(ui|composition)/|src/main\\.tsx|server/)' },
    },
    {
      name: 'ui-never-sees-infrastructure',
      comment: 'Screens and view-models depend on ports and use-cases; only the composition root picks adapters.',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: '^(src/(infrastructure|composition)/|src/main\\.tsx|server/)' },
    },
    {
      name: 'react-and-polaris-only-in-views',
      comment:
        'React and Polaris are imported by src/ui and by the composition root that renders it; use-cases, adapters, contracts and the server know no view library.',
      severity: 'error',
      from: { path: '^(src|server)/', pathNot: '^src/(ui/|composition/|main\\.tsx$)' },
      to: { path: VIEW_PACKAGES },
    },
    ...FEATURES_WITH_EDGES.map((feature) => ({
      name: 'features-stay-apart',
      comment: `src/ui/${feature} and src/application/${feature} import another feature only through src/domain, src/contracts, the shared folders and the edges declared in ADMIN_FEATURE_EDGES.`,
      severity: 'error',
      from: { path: featureFolder([feature]), pathNot: FRAME },
      to: {
        path: '^src/(?:ui|application)/[^/]+/',
        pathNot: [featureFolder([feature, ...ADMIN_FEATURE_EDGES.filter(([from]) => from === feature).map(([, to]) => to)]), ...SHARED_FOLDERS],
      },
    })),
    {
      name: 'features-stay-apart',
      comment:
        'A feature of src/ui or src/application imports another only through src/domain, src/contracts and the shared folders (kits, frame, platform); move what two features share there, or declare the edge in ADMIN_FEATURE_EDGES.',
      severity: 'error',
      from: { path: '^src/(?:ui|application)/([^/]+)/', pathNot: [FRAME, featureFolder(FEATURES_WITH_EDGES)] },
      to: {
        path: '^src/(?:ui|application)/[^/]+/',
        pathNot: ['^src/(?:ui|application)/$1/', ...SHARED_FOLDERS],
      },
    },
    ...serverAreaRules,
    {
      name: 'only-tests-import-the-composition-root',
      comment: 'No service locator: nothing in the product imports the composition root.',
      severity: 'error',
      from: { path: '^(src|server)/', pathNot: COMPOSITION_ROOT },
      to: { path: COMPOSITION_ROOT },
    },
    {
      name: 'server-shares-only-the-domain-and-contracts',
      comment: 'The API server shares pure rules and endpoint contracts with the SPA and nothing else from src/.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^src/', pathNot: '^src/(domain|contracts)/' },
    },
    {
      name: 'server-application-sees-no-adapters',
      comment: 'Server use-cases and ports depend on src/domain and packages; adapters implement their ports.',
      severity: 'error',
      from: { path: '^server/application/' },
      to: { path: '^server/infrastructure/' },
    },
    {
      name: 'product-never-imports-tests',
      severity: 'error',
      from: { path: '^(src|server)/' },
      to: { path: '^tests/' },
    },
    {
      name: 'no-barrel-files',
      comment: 'Import the module you mean; index files hide the dependency graph.',
      severity: 'error',
      from: {},
      to: { path: '^(src|server)/.*/index\\.tsx?$' },
    },
    {
      name: 'no-circular',
      comment: 'A cycle that closes only through a dynamic import (a contract loading its schema module) is no load-order cycle.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['dynamic-import'] } },
    },
    {
      name: 'no-contract-loops',
      comment:
        'A contract loads its schema module on demand, so the schema never imports the contract back, not even a type or a constant: what both read lives in the schema or, when the admin reads it without zod, in <feature>.constants.ts. Unlike no-circular, dynamic and type-only imports count here.',
      severity: 'error',
      from: { path: '^src/contracts/' },
      to: { path: '^src/contracts/', circular: true },
    },
    {
      name: 'contracts-load-schemas-lazily',
      comment:
        'A contract module holds no zod at run time: its schemas are in <feature>.schema.ts and the field files, loaded on demand, so the admin calls endpoints without the validation library (docs/decisions/0046-first-screen-bundle.md).',
      severity: 'error',
      from: { path: '^src/contracts/.*\\.contract\\.ts$' },
      to: {
        path: ['(^|/)node_modules/zod/', '^src/contracts/(.*\\.schema|.*\\.fields|fields)\\.ts$'],
        dependencyTypesNot: ['dynamic-import', 'type-only'],
      },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|coverage|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
