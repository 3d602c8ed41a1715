import { useState } from 'react';
import EyeInvisibleOutlined from '@ant-design/icons/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import { TextField, type TextFieldProps } from './text-field';

/**
 * A password input with a show/hide toggle (docs/product/account.md). The toggle is a real button
 * (antd's Input.Password uses an icon that a keyboard cannot reach), named for what
 * it does next so screen readers announce "Show password" / "Hide password".
 */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'inputType' | 'suffix'>) {
  const [shown, setShown] = useState(false);
  const toggle = (
    <button
      type="button"
      onClick={() => setShown((value) => !value)}
      aria-label={shown ? `Hide ${props.label.toLowerCase()}` : `Show ${props.label.toLowerCase()}`}
      aria-pressed={shown}
      aria-controls={props.id}
      style={{
        border: 0,
        background: 'none',
        padding: 4,
        cursor: 'pointer',
        color: 'inherit',
        display: 'inline-flex',
      }}
    >
      {shown ? <EyeInvisibleOutlined aria-hidden /> : <EyeOutlined aria-hidden />}
    </button>
  );
  return <TextField {...props} inputType={shown ? 'text' : 'password'} suffix={toggle} />;
}
