import clsx from "clsx";

/** A decorative spinner; the surrounding text says what is loading. */
export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={clsx(
        "inline-block size-5 animate-spin rounded-full border-2 border-current border-e-transparent motion-reduce:animate-none",
        className,
      )}
    />
  );
}
