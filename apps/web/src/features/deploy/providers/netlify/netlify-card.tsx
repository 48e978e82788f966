import { Rocket } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../../../components/ui/badge";
import { Card, ConnectionRow, DeployButton, type TargetsProps } from "../../target-card";

/** Netlify (Pro): the site's ZIP to the portfolio's Netlify site. */
export function NetlifyCard(props: TargetsProps) {
  const { t } = useTranslation();
  const netlify = props.connections?.find((c) => c.provider === "netlify");
  return (
    <Card
      icon={<Rocket aria-hidden="true" className="size-5" />}
      title="Netlify"
      badge={<Badge>{t("header.pro")}</Badge>}
    >
      <p className="text-sm text-slate-700 dark:text-slate-300">{t("deploy.targets.netlify.description")}</p>
      <ConnectionRow provider="netlify" props={props} />
      <DeployButton
        target="netlify"
        label={t("deploy.targets.netlify.action")}
        props={props}
        disabled={!netlify || netlify.needsReconnect}
        request={() => ({ target: "netlify" })}
      />
    </Card>
  );
}
