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
 * Folders of src/ui and src/application every feature may import: the kits, the app's frame
 * (shell, routing, error and pending pages) and the ports and services of the platform. Every
 * other folder is a feature (auth, reviews, questions, discount, …) and keeps to itself.
 * `settings` holds the settings form engine every feature's settings card uses; `picker` the
 * resource picker every list's product filter opens; `discount` the upgrade offer the shell's tab
 * and the plan page share (one countdown, one refetch).
 */
const SHARED_UI = ['kit', 'shell', 'routing', 'errors', 'pending', 'picker'];
const SHARED_APPLICATION = ['lists', 'shell', 'http', 'platform', 'storage', 'cache', 'config', 'i18n', 'monitoring', 'navigation', 'session', 'settings', 'picker', 'discount'];
/** Folders that assemble the app from its features, so may import any of them. */
const FRAME = '^src/ui/(routing|shell)/';

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
    {
      name: 'features-stay-apart',
      comment:
        'A feature of src/ui or src/application imports another only through src/domain, src/contracts and the shared folders (kits, frame, platform); move what two features share there.',
      severity: 'error',
      from: { path: '^src/(?:ui|application)/([^/]+)/', pathNot: FRAME },
      to: {
        path: '^src/(?:ui|application)/[^/]+/',
        pathNot: [
          '^src/(?:ui|application)/$1/',
          `^src/ui/(${SHARED_UI.join('|')})/`,
          `^src/application/(${SHARED_APPLICATION.join('|')})/`,
        ],
      },
    },
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
