import { Cloud } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../../../components/ui/badge";
import { Card, DeployButton, type TargetsProps } from "../../target-card";
import { TokenConnect } from "../../token-connect";

/** Cloudflare Pages (Pro): connected with an API token; the site's files to the portfolio's Pages project. */
export function CloudflareCard(props: TargetsProps) {
  const { t } = useTranslation();
  const cloudflare = props.connections?.find((c) => c.provider === "cloudflare");
  return (
    <Card
      icon={<Cloud aria-hidden="true" className="size-5" />}
      title="Cloudflare Pages"
      badge={<Badge>{t("header.pro")}</Badge>}
    >
      <p className="text-sm text-slate-700 dark:text-slate-300">{t("deploy.targets.cloudflare-pages.description")}</p>
      <TokenConnect provider="cloudflare" props={props} />
      <DeployButton
        target="cloudflare-pages"
        label={t("deploy.targets.cloudflare-pages.action")}
        props={props}
        disabled={!cloudflare || cloudflare.needsReconnect}
        request={() => ({ target: "cloudflare-pages" })}
      />
    </Card>
  );
}
