import type { ShopSettings } from '@shop/contracts';
import { Checkbox, TextField } from '@shop/ui/forms';

/** What `useZodForm`'s `field(name)` gives a setting's input. */
export interface SettingField {
  id: string;
  name: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}

export type FieldOf = (name: keyof ShopSettings) => SettingField;

/** A labelled text input for one setting; the API's and the form's message under it. */
export function SettingText({
  field,
  label,
  hint,
  type,
}: {
  field: SettingField;
  label: string;
  hint?: string;
  type?: 'text' | 'email' | 'tel';
}) {
  // The shop's details are not the signed-in person's: no personal autofill.
  return <TextField {...field} label={label} hint={hint} type={type} autoComplete="off" />;
}

/** A storefront switch, held by the form as "true" or "false". */
export function SettingSwitch({ field, label }: { field: SettingField; label: string }) {
  return (
    <div>
      <Checkbox
        id={field.id}
        checked={field.value === 'true'}
        onChange={(event) => field.onChange(event.target.checked ? 'true' : 'false')}
      >
        {label}
      </Checkbox>
    </div>
  );
}
