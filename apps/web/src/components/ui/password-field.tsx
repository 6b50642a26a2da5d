// A password input with a show/hide toggle (the toggle says what it will do and reports its state).
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { TextField, type TextFieldProps } from './text-field.tsx';

export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const { t } = useLingui();
  const field = props.label.toLowerCase();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-label={visible ? t`Hide ${field}` : t`Show ${field}`}
          className="px-3 text-sm font-medium text-brand-700 hover:bg-brand-50"
        >
          {visible ? t`Hide` : t`Show`}
        </button>
      }
    />
  );
}
