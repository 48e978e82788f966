import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import clsx from "clsx";
import { Check } from "lucide-react";
import type { ComponentPropsWithoutRef } from "react";

// Radix supplies the keyboard behaviour (arrows, Home/End, typeahead, Escape, focus return) and ARIA roles;
// these wrappers only add the look, so every menu in the app behaves and looks the same.

export const MenuRoot = DropdownMenu.Root;
export const MenuTrigger = DropdownMenu.Trigger;
export const MenuRadioGroup = DropdownMenu.RadioGroup;

const itemClasses =
  "relative flex min-h-10 cursor-default items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-800 outline-none select-none " +
  "data-[highlighted]:bg-indigo-50 data-[highlighted]:text-indigo-900 " +
  "dark:text-slate-100 dark:data-[highlighted]:bg-slate-800 dark:data-[highlighted]:text-white";

export function MenuContent({ className, ...props }: ComponentPropsWithoutRef<typeof DropdownMenu.Content>) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        align="end"
        sideOffset={8}
        collisionPadding={8}
        className={clsx(
          "z-50 max-h-[var(--radix-dropdown-menu-content-available-height)] max-w-[var(--radix-dropdown-menu-content-available-width)]",
          "min-w-48 overflow-y-auto rounded-xl border p-1 shadow-lg",
          "border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900",
          className,
        )}
        {...props}
      />
    </DropdownMenu.Portal>
  );
}

export function MenuItem({ className, ...props }: ComponentPropsWithoutRef<typeof DropdownMenu.Item>) {
  return <DropdownMenu.Item className={clsx(itemClasses, className)} {...props} />;
}

export function MenuRadioItem({
  className,
  children,
  ...props
}: ComponentPropsWithoutRef<typeof DropdownMenu.RadioItem>) {
  return (
    <DropdownMenu.RadioItem className={clsx(itemClasses, "ps-9", className)} {...props}>
      <DropdownMenu.ItemIndicator className="absolute start-3 inline-flex items-center">
        <Check aria-hidden="true" className="size-4" />
      </DropdownMenu.ItemIndicator>
      {children}
    </DropdownMenu.RadioItem>
  );
}

export function MenuLabel({ className, ...props }: ComponentPropsWithoutRef<typeof DropdownMenu.Label>) {
  return (
    <DropdownMenu.Label
      className={clsx("px-3 py-2 text-xs font-medium text-slate-600 dark:text-slate-400", className)}
      {...props}
    />
  );
}

export function MenuSeparator() {
  return <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />;
}
