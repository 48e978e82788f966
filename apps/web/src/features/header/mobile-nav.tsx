import type { SessionUser } from "@foliocraft/schemas";
import { LogOut, Menu } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/button-styles";
import {
  MenuContent,
  MenuItem,
  MenuLabel,
  MenuRoot,
  MenuSeparator,
  MenuTrigger,
} from "../../components/ui/dropdown-menu";
import { directionOf, isSupportedLanguage } from "../../i18n/detect-language";
import { useMediaQuery } from "../../lib/use-media-query";
import { useSignOut } from "../auth/use-sign-out";
import { navItems } from "./nav-items";

// Tailwind's `md` breakpoint: from there the header shows the account controls itself.
const ACCOUNT_IN_HEADER_QUERY = "(min-width: 48rem)";

interface MobileNavProps {
  user: SessionUser | null;
}

/**
 * The small-screen menu: the page links hidden from the header below `xl`, plus, below `md`, the account
 * controls that no longer fit beside them.
 */
export function MobileNav({ user }: MobileNavProps) {
  const { t, i18n } = useTranslation();
  const { signOut } = useSignOut();
  const accountInHeader = useMediaQuery(ACCOUNT_IN_HEADER_QUERY);
  const dir = isSupportedLanguage(i18n.resolvedLanguage) ? directionOf(i18n.resolvedLanguage) : "ltr";

  return (
    <MenuRoot dir={dir}>
      <MenuTrigger
        aria-label={t("header.menu")}
        title={t("header.menu")}
        className={buttonClasses("ghost", "icon", "xl:hidden")}
      >
        <Menu aria-hidden="true" className="size-5" />
      </MenuTrigger>
      <MenuContent className="min-w-56">
        {navItems.map((item) => (
          <MenuItem key={item.to} asChild>
            <Link to={item.to}>{t(item.labelKey)}</Link>
          </MenuItem>
        ))}
        {!accountInHeader && (
          <>
            <MenuSeparator />
            {user ? (
              <>
                <MenuLabel className="truncate">{t("header.signedInAs", { email: user.email })}</MenuLabel>
                <MenuItem asChild>
                  <Link to="/portfolios">{t("header.myPortfolios")}</Link>
                </MenuItem>
                <MenuItem asChild>
                  <Link to="/settings">{t("header.settings")}</Link>
                </MenuItem>
                {user.isAdmin && (
                  <MenuItem asChild>
                    <Link to="/admin">{t("header.admin")}</Link>
                  </MenuItem>
                )}
                <MenuItem onSelect={signOut}>
                  <LogOut aria-hidden="true" className="size-4 rtl:-scale-x-100" />
                  {t("header.logOut")}
                </MenuItem>
              </>
            ) : (
              <>
                <MenuItem asChild>
                  <Link to="/login">{t("header.logIn")}</Link>
                </MenuItem>
                <MenuItem asChild>
                  <Link to="/signup">{t("header.signUp")}</Link>
                </MenuItem>
              </>
            )}
          </>
        )}
      </MenuContent>
    </MenuRoot>
  );
}
