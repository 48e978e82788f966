import { TextField, type TextFieldProps } from "./text-field";

/**
 * An e-mail address field (sign-in, sign-up, password reset, contact, newsletter): the address keyboard, no
 * spell-checking or capitals, the browser's autofill.
 */
export function EmailField(props: Omit<TextFieldProps, "type">) {
  return (
    <TextField
      type="email"
      autoComplete="email"
      inputMode="email"
      spellCheck={false}
      autoCapitalize="none"
      {...props}
    />
  );
}
