import { deployProviders } from "@foliocraft/schemas";
import { Globe } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "../../components/ui/badge";
import { deployTargetCards } from "./providers/registry";
import { Card, type TargetsProps } from "./target-card";

export type { TargetsProps } from "./target-card";

/** The targets: one card per provider (providers/registry.ts), then the hosted subdomain (soon). */
export function DeployTargets(props: TargetsProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      {deployProviders.map((provider) => {
        const ProviderCard = deployTargetCards[provider];
        return <ProviderCard key={provider} {...props} />;
      })}

      <Card
        icon={<Globe aria-hidden="true" className="size-5" />}
        title={t("deploy.hosted.title")}
        badge={
          <Badge className="bg-amber-100 text-amber-900 dark:bg-amber-500/20 dark:text-amber-100">
            {t("deploy.hosted.soon")}
          </Badge>
        }
      >
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {props.username ? (
            <>
              {t("deploy.hosted.alreadyLive")}{" "}
              <Link
                to={`/p/${encodeURIComponent(props.username)}`}
                className="font-medium text-indigo-700 underline dark:text-indigo-300"
              >
                /p/{props.username}
              </Link>
            </>
          ) : (
            t("deploy.hosted.noUsername")
          )}
        </p>
      </Card>
    </div>
  );
}
