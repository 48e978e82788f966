import clsx from "clsx";
import { Rocket } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router";
import { useRouteWantsDeployButton } from "../../app/route-handle";
import { Badge } from "../../components/ui/badge";
import { buttonClasses } from "../../components/ui/button-styles";
import { BRAND_NAME } from "../../lib/brand";
import { useSession } from "../auth/use-session";
import { LanguageMenu } from "../i18n/language-menu";
import { ThemeToggle } from "../theme/theme-toggle";
import { AccountArea } from "./account-area";
import { BrandMark } from "./brand-mark";
import { MobileNav } from "./mobile-nav";
import { navItems } from "./nav-items";

/** The sticky header on every page (spec §2). */
export function SiteHeader() {
  const { t } = useTranslation();
  const { user } = useSession();
  const showDeployButton = useRouteWantsDeployButton() && user !== null;
  const isPremium = user?.isPremium === true;

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6">
        <Link
          to={user ? "/dashboard" : "/"}
          className="flex shrink-0 items-center gap-2 rounded-lg text-lg font-bold tracking-tight text-slate-950 dark:text-white"
        >
          <BrandMark />
          {/* On the narrowest phones a Pro badge or Deploy button leaves no room for the word; it stays the link's name. */}
          <span className={clsx((isPremium || showDeployButton) && "max-[379px]:sr-only")}>{BRAND_NAME}</span>
        </Link>
        {isPremium && <Badge className="shrink-0">{t("header.pro")}</Badge>}

        {/* Inline only from `xl`: below that the links do not fit beside the account controls in every language. */}
        <nav aria-label={t("header.mainNavigation")} className="ms-4 hidden shrink-0 items-center gap-1 xl:flex">
          {navItems.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              className={({ isActive }) =>
                clsx(
                  buttonClasses("ghost", "sm"),
                  isActive && "bg-slate-100 text-slate-950 dark:bg-slate-800 dark:text-white",
                )
              }
            >
              {t(item.labelKey)}
            </NavLink>
          ))}
        </nav>

        {/* min-w-0 lets the e-mail shrink (truncated) before anything overflows. */}
        <div className="ms-auto flex min-w-0 items-center justify-end gap-1 sm:gap-2">
          {showDeployButton && (
            <Link to="/deploy" className={buttonClasses("primary", "sm")}>
              <Rocket aria-hidden="true" className="size-4" />
              {/* Icon-only on phones; the hidden text still names the link. */}
              <span className="max-md:sr-only">{t("header.deployButton")}</span>
            </Link>
          )}
          <AccountArea user={user} />
          <LanguageMenu />
          <ThemeToggle />
          <MobileNav user={user} />
        </div>
      </div>
    </header>
  );
}
