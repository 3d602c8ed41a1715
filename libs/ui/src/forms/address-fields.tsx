import type { AddressFieldsBody } from '@shop/contracts';
// A kit takes the tokens from the shared `@shop/ui`, as status-badge.tsx explains.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { tokens } from '@shop/ui';
import { TextField } from './text-field';

/** A field's wiring, as `useZodForm().field(name)` gives it. */
export interface AddressFieldProps {
  id: string;
  name: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
}

export type AddressFieldName = keyof AddressFieldsBody;

/**
 * The five fields of a US delivery address (docs/product/account.md#addresses), each labelled with
 * its message under it: the profile's address form and the checkout's new address share them,
 * validated by the contract's `addressFieldsSchema`.
 */
export function AddressFields({ field }: { field: (name: AddressFieldName) => AddressFieldProps }) {
  return (
    <>
      <TextField {...field('line1')} label="Address line 1" autoComplete="address-line1" />
      <TextField
        {...field('line2')}
        label="Address line 2"
        hint="Optional"
        autoComplete="address-line2"
      />
      <TextField {...field('city')} label="City" autoComplete="address-level2" />
      <div style={{ display: 'flex', gap: tokens.space.md }}>
        <TextField
          {...field('state')}
          label="State"
          placeholder="NY"
          autoComplete="address-level1"
        />
        <TextField
          {...field('zip')}
          label="ZIP code"
          placeholder="10118"
          autoComplete="postal-code"
        />
      </div>
    </>
  );
}

/** An empty address, for a new one. */
export const EMPTY_ADDRESS: Record<AddressFieldName, string> = {
  line1: '',
  line2: '',
  city: '',
  state: '',
  zip: '',
};
