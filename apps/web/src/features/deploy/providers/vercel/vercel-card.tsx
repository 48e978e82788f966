import { Triangle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../../../components/ui/badge";
import { Card, DeployButton, type TargetsProps } from "../../target-card";
import { TokenConnect } from "../../token-connect";
import { VercelScopeSelect } from "./vercel-scope-select";

/**
 * Vercel (Pro): connected with a personal token; the site's files to the portfolio's Vercel project, in the personal
 * account or the team chosen under "Deploy to".
 */
export function VercelCard(props: TargetsProps) {
  const { t } = useTranslation();
  const vercel = props.connections?.find((c) => c.provider === "vercel");
  return (
    <Card
      icon={<Triangle aria-hidden="true" className="size-5" />}
      title="Vercel"
      badge={<Badge>{t("header.pro")}</Badge>}
    >
      <p className="text-sm text-slate-700 dark:text-slate-300">{t("deploy.targets.vercel.description")}</p>
      <TokenConnect provider="vercel" props={props} />
      {vercel && !vercel.needsReconnect && <VercelScopeSelect connectedAt={vercel.createdAt} />}
      <DeployButton
        target="vercel"
        label={t("deploy.targets.vercel.action")}
        props={props}
        disabled={!vercel || vercel.needsReconnect}
        request={() => ({ target: "vercel" })}
      />
    </Card>
  );
}
