// @ts-check
// Probes for the fences of eslint.config.mjs (imports, colours, …). Each probe is a line
// of code linted as if it sat at a path in the repository (the file need not exist): on
// every `fails` probe the fence's rule must report a message containing `says`; on every
// `passes` probe (the sanctioned way in) that rule must stay quiet. tools/check-lint-rules.mjs
// runs them; a new fence adds its entry here.

/**
 * @typedef {[at: string, code: string]} Probe
 * @typedef {object} Fence
 * @property {string} name
 * @property {string} rule    the rule id that enforces the fence
 * @property {string} [says]  a phrase of its message, so the right ban is the one firing
 * @property {Probe[]} fails
 * @property {Probe[]} passes
 */

/** @type {Fence[]} */
export const fences = [
  {
    name: 'antd and @ant-design/* only inside the @shop/ui kits',
    rule: 'no-restricted-imports',
    says: '@shop/ui kit',
    fails: [
      ['mf-reports/src/probe.tsx', "import { Button } from 'antd';"],
      ['shell/src/probe.tsx', "import Eye from '@ant-design/icons/EyeOutlined';"],
      ['libs/ui/src/probe.tsx', "import { Tag } from 'antd';"],
      ['mf-account/src/probe.test.tsx', "import { Modal } from 'antd';"],
    ],
    passes: [['libs/ui/src/forms/probe.tsx', "import { Input } from 'antd';"]],
  },
  {
    name: "react-redux's useSelector/useDispatch only in the typed hooks",
    rule: 'no-restricted-imports',
    says: 'useAppSelector',
    fails: [
      ['mf-storefront/src/probe.tsx', "import { useSelector } from 'react-redux';"],
      ['libs/ui/src/probe.ts', "import { useDispatch } from 'react-redux';"],
    ],
    passes: [
      ['libs/shop-state/src/hooks.ts', "import { useDispatch, useSelector } from 'react-redux';"],
      ['mf-backoffice/src/probe.tsx', "import { Provider } from 'react-redux';"],
    ],
  },
  {
    name: '@shop/testing only from tests and src/testing/',
    rule: 'no-restricted-imports',
    says: "'@shop/testing' is for tests",
    fails: [
      ['mf-backoffice/src/probe.tsx', "import { makeUser } from '@shop/testing';"],
      ['libs/shop-state/src/probe.ts', "import { mockFetch } from '@shop/testing';"],
    ],
    passes: [
      ['mf-backoffice/src/probe.test.tsx', "import { makeUser } from '@shop/testing';"],
      ['mf-reports/src/testing/probe.tsx', "import { mockFetch } from '@shop/testing';"],
    ],
  },
  {
    name: 'routing only through @shop/ui/routing',
    rule: 'no-restricted-imports',
    says: '@shop/ui/routing',
    fails: [['mf-reports/src/probe.tsx', "import { Link } from 'react-router';"]],
    passes: [['libs/ui/src/routing.ts', "export { Link } from 'react-router';"]],
  },
  {
    name: 'hand-written SQL (services/api/src/database/sql.ts) only where its fence allows',
    rule: 'no-restricted-imports',
    says: 'Hand-written SQL',
    fails: [
      ['services/api/src/catalog/probe.ts', "import { valueRows } from '../database/sql';"],
      ['services/api/src/database/probe.ts', "import { selectRows } from './sql';"],
      ['services/api/src/reports/probe.ts', "import { valueRows } from '../database/sql';"],
      ['services/api/src/purchases/probe.ts', "import { valueRows } from '../database/sql';"],
    ],
    passes: [
      [
        'services/api/src/inventory/stock-ledger.ts',
        "import { valueRows } from '../database/sql';",
      ],
      [
        'services/api/src/purchases/checkout-statements.ts',
        "import { valueRows } from '../database/sql';",
      ],
      ['services/api/src/reports/sales-rollups.ts', "import { valueRows } from '../database/sql';"],
    ],
  },
  {
    name: 'the purchases import nothing of the reports (domain events instead)',
    rule: 'no-restricted-imports',
    says: 'import nothing of the reports',
    fails: [
      [
        'services/api/src/purchases/checkout.service.ts',
        "import { SalesRollups } from '../reports/sales-rollups';",
      ],
      [
        'services/api/src/purchases/checkout-statements.ts',
        "import { shopDate } from '../reports/report-days';",
      ],
      [
        'services/api/src/purchases/probe.ts',
        "import type { Clock } from '../reports/shop-settings';",
      ],
    ],
    passes: [
      [
        'services/api/src/purchases/purchases.service.ts',
        "import { DomainEvents } from '../events/domain-events';",
      ],
      ['services/api/src/purchases/probe.ts', "import { countsAsSale } from '@shop/contracts';"],
      ['services/api/src/inventory/probe.ts', "import { shopDate } from '../reports/report-days';"],
    ],
  },
  {
    name: 'colours only from the design tokens (libs/ui/src/tokens.ts)',
    rule: 'no-restricted-syntax',
    says: 'design tokens',
    fails: [
      ['mf-storefront/src/probe.tsx', "export const ring = '1px solid #e5e7eb';"],
      ['shell/src/probe.ts', 'export const css = `.nav { color: #c2410c; }`;'],
    ],
    passes: [
      ['mf-account/src/probe.tsx', "export const ring = `1px solid ${'var(--shop-line)'}`;"],
      ['mf-account/src/probe.ts', 'export const order = (id: number) => `#${id}`;'],
    ],
  },
  {
    name: "endpoints only through the state lib's injectEndpoints (duplicates refused)",
    rule: 'no-restricted-syntax',
    says: 'refuses a duplicate name',
    fails: [
      [
        'mf-backoffice/src/probe.ts',
        "import { api } from '@shop/shop-state';\nexport const x = api.injectEndpoints({ endpoints: () => ({}) });",
      ],
    ],
    passes: [
      [
        'mf-backoffice/src/probe.ts',
        "import { injectEndpoints } from '@shop/shop-state';\nexport const x = injectEndpoints(() => ({}));",
      ],
    ],
  },
  {
    name: 'money converted, rounded and formatted only by the money module (libs/contracts/src/money.ts)',
    rule: 'no-restricted-syntax',
    says: 'money module',
    fails: [
      [
        'services/api/src/purchases/probe.ts',
        'export const cents = (amount: number) => Math.round(amount * 100);',
      ],
      [
        'mf-storefront/src/cart/probe.tsx',
        'export const dollars = (cents: number) => cents / 100;',
      ],
      [
        'libs/shop-state/src/probe.ts',
        'export const text = (amount: number) => amount.toFixed(2);',
      ],
      [
        'libs/ui/src/probe.ts',
        "export const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });",
      ],
      [
        'services/api/src/reports/probe.ts',
        "export const usd = (n: number) => n.toLocaleString('en-US', { style: 'currency', currency: 'USD' });",
      ],
      ['tools/release/probe.mjs', 'export const dollars = (cents) => cents / 100;'],
      ['mf-reports/src/testing/probe.ts', 'export const dollars = (cents: number) => cents / 100;'],
    ],
    passes: [
      [
        'mf-storefront/src/cart/probe.tsx',
        "import { centsToDollars, formatCents } from '@shop/contracts';\nexport const text = (cents: number) => `${centsToDollars(cents)} ${formatCents(cents)}`;",
      ],
      ['libs/contracts/src/money.ts', 'export const dollars = (cents: number) => cents / 100;'],
      ['mf-reports/src/probe.ts', 'export const margin = (share: number) => share.toFixed(1);'],
      ['services/api/src/probe.spec.ts', 'export const dollars = (cents: number) => cents / 100;'],
    ],
  },
  {
    name: "dates formatted only by the shop's formatters (libs/ui/src/time.tsx)",
    rule: 'time/no-ad-hoc-dates',
    says: "the shop's formatters",
    fails: [
      [
        'mf-account/src/probe.ts',
        "export const d = (iso: string) => new Date(iso).toLocaleDateString('en-US');",
      ],
      [
        'mf-backoffice/src/probe.tsx',
        "export const d = (iso: string) => new Date(iso).toLocaleString('en-US');",
      ],
      ['mf-reports/src/probe.ts', 'export const t = (at: Date) => at.toLocaleTimeString();'],
      [
        'shell/src/probe.ts',
        "export const f = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });",
      ],
      [
        'libs/shop-state/src/probe.ts',
        'export const today = () => new Date().toISOString().slice(0, 10);',
      ],
      ['mf-account/src/probe.test.tsx', "export const f = Intl.DateTimeFormat('en-US');"],
    ],
    passes: [
      [
        'libs/ui/src/time.tsx',
        "export const f = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC' });",
      ],
      [
        'mf-reports/src/probe.ts',
        "export const count = (value: number) => value.toLocaleString('en-US');",
      ],
      ['mf-backoffice/src/probe.ts', 'export const sent = () => new Date().toISOString();'],
      ['services/api/src/reports/probe.ts', "export const f = new Intl.DateTimeFormat('en-US');"],
    ],
  },
];
