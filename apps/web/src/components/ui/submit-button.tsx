import { buttonClasses } from "./button-styles";
import { Spinner } from "./spinner";

/**
 * A form's primary submit button: disabled with a spinner while the form is `busy` (saying `busyLabel` then, when
 * given); `disabled` also holds it, e.g. until the app has taken over a prerendered page.
 */
export function SubmitButton({
  busy,
  label,
  busyLabel = label,
  disabled = false,
  className,
}: {
  busy: boolean;
  label: string;
  busyLabel?: string;
  disabled?: boolean;
  className: string;
}) {
  return (
    <button type="submit" disabled={disabled || busy} className={buttonClasses("primary", "md", className)}>
      {busy && <Spinner className="size-4" />}
      {busy ? busyLabel : label}
    </button>
  );
}
