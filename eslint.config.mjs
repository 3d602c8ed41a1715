// Typed lint for TypeScript, and the dependency rules of the architecture as lint rules:
// libs -> features -> apps, no remote imports another remote, the API imports only contracts.
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { builtinRules } from 'eslint/use-at-your-own-risk';

const onlyShared = (scope) => ({
  sourceTag: `scope:${scope}`,
  onlyDependOnLibsWithTags: ['scope:shared', `scope:${scope}`],
});

// What front-end code may import, and the one sanctioned way in for each. ESLint keeps one
// set of options per rule and file, so each block below lists every ban its files get;
// the later blocks lift one ban for the files that are that way in.
// `node tools/check-lint-rules.mjs` (a step of `npm test`) proves each ban fires on a probe.
const bans = {
  // A direct import would bundle a second, private react-router (and router context).
  routing: {
    paths: ['react-router', 'react-router-dom'].map((name) => ({
      name,
      message: "Import routing from '@shop/ui/routing' (tools/webpack/shared.js says why).",
    })),
  },
  // Only the kits import antd: it stays off the first pages and loads once, themed.
  antd: {
    patterns: [
      {
        group: ['antd', 'antd/*', '@ant-design/*'],
        message:
          "Import antd components and icons from a @shop/ui kit ('@shop/ui/controls', '@shop/ui/forms', '@shop/ui/data', '@shop/ui/lists'); add what is missing to the kit.",
      },
    ],
  },
  reduxHooks: {
    paths: [
      {
        name: 'react-redux',
        importNames: ['useSelector', 'useDispatch'],
        message:
          "Use useAppSelector / useAppDispatch from '@shop/shop-state' (typed with the store).",
      },
    ],
  },
  testing: {
    paths: [
      {
        name: '@shop/testing',
        message:
          "'@shop/testing' is for tests: import it from a *.test.ts(x) file or a src/testing/ folder.",
      },
    ],
  },
};
/** @param {...keyof typeof bans} names */
const banImports = (...names) => [
  'error',
  {
    paths: names.flatMap((name) => bans[name].paths ?? []),
    patterns: names.flatMap((name) => bans[name].patterns ?? []),
  },
];
// What API code may import. As for the front end, ESLint keeps one set of options per rule and
// file, so each API block below lists every ban its files get.
const apiBans = {
  handSql: {
    regex: '(^|/)database/sql(\\.js)?$|^\\.\\.?/sql(\\.js)?$',
    message:
      'Hand-written SQL is for the hot paths only (services/api/src/database/README.md): use the ORM, or the stock ledger (inventory/stock-ledger.ts) for stock.',
  },
  reports: {
    regex: '^(\\.\\.?/)+(.*/)?reports(/|$)',
    message:
      'The purchases import nothing of the reports: publish what happened with DomainEvents (services/api/src/events/domain-events.ts) and let the reports subscribe.',
  },
};
/** @param {...keyof typeof apiBans} names */
const banApiImports = (...names) => ['error', { patterns: names.map((name) => apiBans[name]) }];
/** The files that may import database/sql.ts (services/api/src/database/README.md). */
const HAND_SQL_FILES = [
  'services/api/src/inventory/stock-ledger*.ts',
  'services/api/src/inventory/stock-transaction.ts',
  'services/api/src/purchases/checkout-statements.ts',
  'services/api/src/discount-codes/discount-code-statements.ts',
  'services/api/src/addresses/checkout-address-statements.ts',
  'services/api/src/reports/sales-rollups.ts',
  'services/api/src/users/users.service.ts',
  // The benchmarks' way to the API's own SQL (perf/), not a path of the app.
  'services/api/src/bench-sql.ts',
];

const frontEnd = (...globs) =>
  ['shell/src', 'mf-*/src', 'libs/*/src'].flatMap((root) => globs.map((glob) => `${root}/${glob}`));

// The money fence: amounts are converted, rounded, added up and formatted in one place,
// libs/contracts/src/money.ts (one rounding rule: half away from zero to the cent), so
// hand arithmetic on prices (`* 100`, `/ 100`, `.toFixed(2)`, a currency formatter) is
// refused everywhere else in shipped code. Tests may work out what they expect by hand.
const moneyMessage =
  "Convert, round and format money with the money module (libs/contracts/src/money.ts, from '@shop/contracts'): dollarsToCents, centsToDollars, lineTotalCents, sumCents, percentOfCents, formatCents, formatPlainCents.";
const moneyFence = [
  'BinaryExpression[operator=/^[*/]$/][right.type="Literal"][right.value=100]',
  'AssignmentExpression[operator=/^[*/]=$/][right.type="Literal"][right.value=100]',
  'CallExpression[callee.property.name="toFixed"][arguments.0.value=2]',
  ':matches(NewExpression, CallExpression)[callee.property.name=/^(NumberFormat|toLocaleString)$/]:has(Property:matches([key.name="currency"], [key.value="currency"]))',
].map((selector) => ({ selector, message: moneyMessage }));
const moneyFenceFiles = [
  'services/api/src/**/*.ts',
  'libs/*/src/**/*.{ts,tsx}',
  'mf-*/src/**/*.{ts,tsx}',
  'shell/src/**/*.{ts,tsx}',
  'tools/**/*.{js,mjs,cjs,ts}',
];
const moneyFenceIgnores = [
  'libs/contracts/src/money.ts',
  '**/*.{test,spec}.{ts,tsx,js,mjs}',
  'libs/testing/**',
];
// The date fence: screens show dates and times on the shop's clock through one set of
// formatters (libs/ui/src/time.tsx), never the browser's zone by accident. A rule id of its
// own (no-restricted-syntax under another name), so its options never replace another
// fence's: ESLint keeps one set of options per rule and file.
const dateFence = {
  plugins: { time: { rules: { 'no-ad-hoc-dates': builtinRules.get('no-restricted-syntax') } } },
  rules: {
    'time/no-ad-hoc-dates': [
      'error',
      ...[
        'CallExpression[callee.property.name=/^toLocale(Date|Time)String$/]',
        "CallExpression[callee.property.name='toLocaleString'][callee.object.type='NewExpression'][callee.object.callee.name='Date']",
        "MemberExpression[object.name='Intl'][property.name=/^(DateTimeFormat|RelativeTimeFormat)$/]",
        "CallExpression[callee.property.name=/^(slice|substring|substr)$/][callee.object.callee.property.name='toISOString']",
      ].map((selector) => ({
        selector,
        message:
          "Format dates with the shop's formatters from '@shop/ui' (useShopDates, ShopTime, formatShopDay; libs/ui/src/time.tsx): the shop's time zone, not the browser's.",
      })),
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.nx/**',
      '.data/**',
      // Released builds (npm start, npm run release): built files, like dist.
      'releases/**',
      '.test-results/**',
      '**/migrations/**',
      '**/playwright-report/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { '@nx': nx, 'import-x': importX, 'react-hooks': reactHooks },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            { sourceTag: 'type:contract', onlyDependOnLibsWithTags: [] },
            { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:contract'] },
            {
              sourceTag: 'type:state',
              onlyDependOnLibsWithTags: ['type:contract', 'type:testing'],
            },
            {
              sourceTag: 'type:ui',
              onlyDependOnLibsWithTags: ['type:contract', 'type:state', 'type:testing'],
            },
            {
              sourceTag: 'type:remote',
              onlyDependOnLibsWithTags: ['type:contract', 'type:state', 'type:ui', 'type:testing'],
            },
            {
              sourceTag: 'type:shell',
              onlyDependOnLibsWithTags: ['type:contract', 'type:state', 'type:ui', 'type:testing'],
            },
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:contract'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:contract'] },
            // The benchmarks (perf/) sit beside the product: they reach the API over HTTP and
            // its @shop/api/bench-sql export, and no project may depend on them.
            { sourceTag: 'type:perf', onlyDependOnLibsWithTags: ['type:app', 'type:contract'] },
            onlyShared('storefront'),
            onlyShared('account'),
            onlyShared('backoffice'),
            onlyShared('reports'),
            onlyShared('shell'),
            onlyShared('api'),
          ],
        },
      ],
    },
  },
  {
    files: frontEnd('**/*.{ts,tsx}'),
    rules: { 'no-restricted-imports': banImports('routing', 'antd', 'reduxHooks', 'testing') },
  },
  {
    files: ['libs/ui/src/routing.ts'],
    rules: { 'no-restricted-imports': banImports('antd', 'reduxHooks', 'testing') },
  },
  {
    files: ['libs/ui/src/{controls,forms,data,lists}/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': banImports('routing', 'reduxHooks', 'testing') },
  },
  {
    files: ['libs/shop-state/src/hooks.ts'],
    rules: { 'no-restricted-imports': banImports('routing', 'antd', 'testing') },
  },
  {
    // Tests and their helpers (not bundled) may use the router and @shop/testing; they
    // still reach antd and the store the way screens do.
    files: frontEnd(
      '**/*.{test,spec}.{ts,tsx}',
      '**/*.e2e-spec.ts',
      '**/test/**/*.{ts,tsx}',
      '**/testing/**/*.{ts,tsx}',
      '**/jest-setup.{ts,tsx}',
    ).concat('libs/testing/src/**/*.{ts,tsx}'),
    rules: { 'no-restricted-imports': banImports('antd', 'reduxHooks') },
  },
  {
    // The tests' way to render antd without its style sheets (docs/performance.md).
    files: ['libs/testing/src/without-antd-styles.tsx'],
    rules: { 'no-restricted-imports': banImports('reduxHooks') },
  },
  {
    files: moneyFenceFiles,
    ignores: moneyFenceIgnores,
    rules: { 'no-restricted-syntax': ['error', ...moneyFence] },
  },
  {
    // Colours come from the design tokens (libs/ui/src/tokens.ts), the one place they are
    // written: a hex colour in a remote or the shell would be a second source of the look.
    // Endpoints come through the state lib's injectEndpoints, never the api's own.
    files: ['mf-*/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}'],
    ignores: ['**/*.{test,spec}.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'Literal[value=/#[0-9a-fA-F]{3,8}\\b/]',
          'TemplateElement[value.raw=/#[0-9a-fA-F]{3,8}\\b/]',
        ].map((selector) => ({
          selector,
          message:
            "Colours come from the design tokens: `tokens.color.…` from '@shop/ui' in code, `var(--shop-…)` in CSS (libs/ui/src/tokens.ts).",
        })),
        {
          // RTK's own injectEndpoints keeps the first of two same-named endpoints and, in
          // production, silently ignores the second; ours refuses the duplicate at once.
          selector:
            "CallExpression[callee.type='MemberExpression'][callee.property.name='injectEndpoints']",
          message:
            "Add endpoints with `injectEndpoints` from '@shop/shop-state', which refuses a duplicate name (docs/conventions.md#the-remote-template).",
        },
        // ESLint keeps one set of options per rule: the money fence's, repeated for these files.
        ...moneyFence,
      ],
    },
  },
  {
    files: frontEnd('**/*.{ts,tsx}'),
    // time-zone.ts checks a zone's name for the store settings; it formats no date.
    ignores: ['libs/ui/src/time.tsx', 'libs/contracts/src/time-zone.ts'],
    ...dateFence,
  },
  {
    // The hand-SQL fence: the API's hand-written SQL (services/api/src/database/sql.ts) serves
    // only the hot paths that need it (services/api/src/database/README.md says why); the
    // stock ledger, the checkout, the sales rollups and the sign-in check's lookup. Everything
    // else uses the ORM.
    files: ['services/api/src/**/*.ts'],
    ignores: HAND_SQL_FILES,
    rules: { 'no-restricted-imports': banApiImports('handSql') },
  },
  {
    // The purchases import nothing of the reports: they publish what happened as domain
    // events (services/api/src/events/domain-events.ts) inside their transaction, and the
    // reports subscribe. A block for each side of the hand-SQL fence, as both apply.
    files: ['services/api/src/purchases/**/*.ts'],
    ignores: HAND_SQL_FILES,
    rules: { 'no-restricted-imports': banApiImports('handSql', 'reports') },
  },
  {
    files: HAND_SQL_FILES.filter((file) => file.startsWith('services/api/src/purchases/')),
    rules: { 'no-restricted-imports': banApiImports('reports') },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: {
      globals: { ...globals.node },
    },
  },
  {
    // The yardstick page of `npm run figures` runs in the browser.
    files: ['perf/figures/minimal-page/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  prettier,
);
