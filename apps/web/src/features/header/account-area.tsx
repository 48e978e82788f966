import type { SessionUser } from "@foliocraft/schemas";
import { LogOut, Settings, ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/button-styles";
import { useSignOut } from "../auth/use-sign-out";

/** Header account controls on wider screens: e-mail and Logout when signed in, else Log in and Sign up. */
export function AccountArea({ user }: { user: SessionUser | null }) {
  const { t } = useTranslation();
  const { signOut, isSigningOut } = useSignOut();

  if (!user) {
    return (
      <div className="hidden items-center gap-2 md:flex">
        <Link to="/login" className={buttonClasses("ghost", "sm")}>
          {t("header.logIn")}
        </Link>
        <Link to="/signup" className={buttonClasses("primary", "sm")}>
          {t("header.signUp")}
        </Link>
      </div>
    );
  }

  return (
    <div className="hidden min-w-0 items-center gap-2 md:flex">
      {/* Long addresses are cut visually; the full one stays in the text for screen readers and the tooltip. */}
      <span title={user.email} className="min-w-0 max-w-56 truncate text-sm text-slate-700 dark:text-slate-300">
        {user.email}
      </span>
      {user.isAdmin && (
        <Link
          to="/admin"
          className={buttonClasses("ghost", "icon")}
          aria-label={t("header.admin")}
          title={t("header.admin")}
        >
          <ShieldCheck aria-hidden="true" className="size-5" />
        </Link>
      )}
      <Link
        to="/settings"
        className={buttonClasses("ghost", "icon")}
        aria-label={t("header.settings")}
        title={t("header.settings")}
      >
        <Settings aria-hidden="true" className="size-5" />
      </Link>
      <button type="button" onClick={signOut} disabled={isSigningOut} className={buttonClasses("secondary", "sm")}>
        <LogOut aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {t("header.logOut")}
      </button>
    </div>
  );
}
