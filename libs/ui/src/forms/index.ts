/**
 * @shop/ui/forms: the form kit of the shop, shared as its own federation singleton.
 *
 * Kept apart from `@shop/ui` on purpose: the input, tabs and alert components cost
 * more than the first page (`/`, budget 250 KB gzip) can carry, and only screens
 * with forms need them. Import it from lazily loaded screens only. The shell
 * provides this module too (tools/webpack/shared.js), so it runs on the same antd
 * instance as `@shop/ui/controls`; its screens sit inside that kit's `ShopTheme`.
 */
export { Alert, Checkbox, Input, InputNumber, Modal, Radio, Select, Tabs } from 'antd';
export { TextField, type TextFieldProps } from './text-field';
export { PasswordField } from './password-field';
export { useZodForm } from './use-zod-form';
export {
  AddressFields,
  EMPTY_ADDRESS,
  type AddressFieldName,
  type AddressFieldProps,
} from './address-fields';
export { ApprovalHost } from './approval-host';
export { EmailReceipt } from './email-receipt';
