import { languages, type PortfolioAnalytics } from "@foliocraft/schemas";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { dateTimeFormat, numberFormat } from "../../lib/intl-format";

type Detail = NonNullable<PortfolioAnalytics["detail"]>;

// Mid-tone colours that keep 3:1 against both the light and the dark card.
const colors = { views: "#6366f1", uniques: "#0d9488", downloads: "#d97706" } as const;
const axis = { fill: "currentColor", fontSize: 12 } as const;

/** Formats a YYYY-MM-DD (UTC) day for people. */
function useDayFormat() {
  const { i18n } = useTranslation();
  const short = dateTimeFormat(i18n.language, { month: "short", day: "numeric", timeZone: "UTC" });
  const long = dateTimeFormat(i18n.language, { dateStyle: "medium", timeZone: "UTC" });
  const parse = (day: string) => new Date(`${day}T00:00:00Z`);
  return { short: (day: string) => short.format(parse(day)), long: (day: string) => long.format(parse(day)) };
}

/**
 * One chart: a heading, a sentence with what it shows (read by everyone, and all a screen reader needs), the chart
 * itself hidden from assistive technology (it adds nothing the text and table do not), and the numbers as a table.
 */
function ChartFigure({
  title,
  summary,
  chart,
  table,
  chartHeight,
}: {
  title: string;
  summary: string;
  chart?: ReactNode;
  table?: ReactNode;
  /** In pixels, for a chart whose height follows its rows (a bar per language); 15rem otherwise. */
  chartHeight?: number;
}) {
  const { t } = useTranslation();
  // Not a landmark of its own: the heading names the chart, the table's scroll region carries the same name.
  return (
    <div className="flex min-w-0 flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <h2 className="text-lg font-semibold text-slate-950 dark:text-white">{title}</h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">{summary}</p>
      {chart && (
        <div
          aria-hidden="true"
          className={`${chartHeight ? "" : "h-60 "}w-full text-slate-700 dark:text-slate-300`}
          style={chartHeight ? { height: chartHeight } : undefined}
          dir="ltr"
        >
          <ResponsiveContainer width="100%" height="100%">
            {chart as React.ReactElement}
          </ResponsiveContainer>
        </div>
      )}
      {table && (
        <details className="text-sm">
          <summary className="cursor-pointer rounded font-medium text-indigo-700 dark:text-indigo-300">
            {t("analytics.charts.showTable")}
          </summary>
          <div className="mt-2 max-h-80 overflow-auto" tabIndex={0} role="region" aria-label={title}>
            {table}
          </div>
        </details>
      )}
    </div>
  );
}

function Table({ headers, rows }: { headers: string[]; rows: (string | number)[][] }) {
  const { i18n } = useTranslation();
  const number = numberFormat(i18n.language);
  return (
    <table className="w-full border-collapse text-start text-slate-900 dark:text-slate-100">
      <thead>
        <tr>
          {headers.map((h) => (
            <th
              key={h}
              scope="col"
              className="border-b border-slate-200 py-1 pe-4 text-start font-semibold dark:border-slate-700"
            >
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([first, ...rest]) => (
          <tr key={String(first)}>
            <th scope="row" className="py-1 pe-4 text-start font-normal">
              {first}
            </th>
            {rest.map((cell, i) => (
              <td key={i} className="py-1 pe-4 tabular-nums">
                {typeof cell === "number" ? number.format(cell) : cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const tooltipStyle = { backgroundColor: "#0f172a", border: "none", borderRadius: 8, color: "#f8fafc" } as const;

/**
 * The Pro dashboard's charts: views and unique visitors per day, resume downloads per day, referrers, devices and,
 * for a portfolio in several languages, views per language version.
 */
export function AnalyticsCharts({ detail, days }: { detail: Detail; days: number }) {
  const { t, i18n } = useTranslation();
  const day = useDayFormat();
  const number = numberFormat(i18n.language);
  const series = detail.series.map((d) => ({ ...d, label: day.short(d.date) }));
  const totalViews = detail.series.reduce((n, d) => n + d.views, 0);
  const busiest = detail.series.reduce((best, d) => (d.views > best.views ? d : best), detail.series[0]!);
  const deviceViews = Object.fromEntries(detail.devices.map((d) => [d.device, d.views]));
  const devices = detail.devices.map((d) => ({ name: t(`analytics.devices.${d.device}`), views: d.views }));
  const topReferrer = detail.referrers[0];
  // Views per language version (issue 21), each language named in itself; shown once there are two to compare.
  const languageRows = detail.languages.map((l) => ({
    code: l.language,
    name: languages.find((x) => x.code === l.language)?.name ?? l.language,
    views: l.views,
  }));
  const languageList = new Intl.ListFormat(i18n.language, { type: "unit" }).format(
    languageRows.map((l) => `${l.name} ${number.format(l.views)}`),
  );
  const viewsLabel = t("analytics.table.views");
  const uniquesLabel = t("analytics.table.uniques");
  const downloadsLabel = t("analytics.table.downloads");

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="lg:col-span-2">
        <ChartFigure
          title={t("analytics.charts.viewsTitle")}
          summary={
            totalViews === 0
              ? t("analytics.charts.noViews")
              : t("analytics.charts.viewsSummary", {
                  views: t("analytics.charts.viewCount", { count: totalViews, number: number.format(totalViews) }),
                  uniques: t("analytics.charts.uniqueCount", {
                    count: detail.recentUniques,
                    number: number.format(detail.recentUniques),
                  }),
                  count: days,
                  day: day.long(busiest.date),
                  max: t("analytics.charts.viewCount", { count: busiest.views, number: number.format(busiest.views) }),
                })
          }
          chart={
            <LineChart data={series} accessibilityLayer={false} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" strokeOpacity={0.3} />
              <XAxis dataKey="label" tick={axis} minTickGap={16} />
              <YAxis allowDecimals={false} tick={axis} width={40} />
              <Tooltip contentStyle={tooltipStyle} />
              <Legend />
              <Line
                type="monotone"
                dataKey="views"
                name={viewsLabel}
                stroke={colors.views}
                strokeWidth={2}
                dot={false}
              />
              <Line
                type="monotone"
                dataKey="uniques"
                name={uniquesLabel}
                stroke={colors.uniques}
                strokeWidth={2}
                strokeDasharray="6 3"
                dot={false}
              />
            </LineChart>
          }
          table={
            <Table
              headers={[t("analytics.table.date"), viewsLabel, uniquesLabel]}
              rows={detail.series.map((d) => [day.long(d.date), d.views, d.uniques])}
            />
          }
        />
      </div>
      <ChartFigure
        title={t("analytics.charts.referrersTitle")}
        summary={
          topReferrer
            ? t("analytics.charts.referrersSummary", {
                domain: topReferrer.domain,
                views: number.format(topReferrer.views),
              })
            : t("analytics.charts.referrersEmpty")
        }
        chart={
          topReferrer ? (
            <BarChart
              data={detail.referrers}
              layout="vertical"
              accessibilityLayer={false}
              margin={{ left: 8, right: 16 }}
            >
              <CartesianGrid strokeDasharray="3 3" strokeOpacity={0.3} horizontal={false} />
              <XAxis type="number" allowDecimals={false} tick={axis} />
              <YAxis type="category" dataKey="domain" tick={axis} width={120} />
              <Tooltip contentStyle={tooltipStyle} />
              <Bar dataKey="views" name={viewsLabel} fill={colors.views} maxBarSize={28} radius={[0, 4, 4, 0]} />
            </BarChart>
          ) : undefined
        }
        table={
          topReferrer ? (
            <Table
              headers={[t("analytics.table.site"), viewsLabel]}
              rows={detail.referrers.map((r) => [r.domain, r.views])}
            />
          ) : undefined
        }
      />
      <ChartFigure
        title={t("analytics.charts.devicesTitle")}
        summary={t("analytics.charts.devicesSummary", {
          mobile: number.format(deviceViews.mobile ?? 0),
          tablet: number.format(deviceViews.tablet ?? 0),
          desktop: number.format(deviceViews.desktop ?? 0),
        })}
        chart={
          <BarChart data={devices} accessibilityLayer={false} margin={{ top: 8, right: 16 }}>
            <CartesianGrid strokeDasharray="3 3" strokeOpacity={0.3} vertical={false} />
            <XAxis dataKey="name" tick={axis} />
            <YAxis allowDecimals={false} tick={axis} width={40} />
            <Tooltip contentStyle={tooltipStyle} />
            <Bar dataKey="views" name={viewsLabel} fill={colors.uniques} maxBarSize={72} radius={[4, 4, 0, 0]} />
          </BarChart>
        }
        table={
          <Table headers={[t("analytics.table.device"), viewsLabel]} rows={devices.map((d) => [d.name, d.views])} />
        }
      />
      {languageRows.length > 1 && (
        <div className="lg:col-span-2">
          <ChartFigure
            title={t("analytics.charts.languagesTitle")}
            summary={t("analytics.charts.languagesSummary", { list: languageList })}
            // One bar per language, drawn across like the referrers: a few languages read as a ranked list.
            chartHeight={40 + languageRows.length * 40}
            chart={
              <BarChart
                data={languageRows}
                layout="vertical"
                accessibilityLayer={false}
                margin={{ left: 8, right: 16 }}
              >
                <CartesianGrid strokeDasharray="3 3" strokeOpacity={0.3} horizontal={false} />
                <XAxis type="number" allowDecimals={false} tick={axis} />
                <YAxis type="category" dataKey="name" tick={axis} width={120} />
                <Tooltip contentStyle={tooltipStyle} />
                <Bar dataKey="views" name={viewsLabel} fill={colors.views} maxBarSize={28} radius={[0, 4, 4, 0]} />
              </BarChart>
            }
            table={
              <Table
                headers={[t("analytics.table.language"), viewsLabel]}
                rows={languageRows.map((l) => [l.name, l.views])}
              />
            }
          />
        </div>
      )}
      <div className="lg:col-span-2">
        <ChartFigure
          title={t("analytics.charts.resumeTitle")}
          summary={t("analytics.charts.resumeSummary", {
            total: number.format(detail.recentResumeDownloads),
            count: days,
          })}
          chart={
            <BarChart data={series} accessibilityLayer={false} margin={{ top: 8, right: 16 }}>
              <CartesianGrid strokeDasharray="3 3" strokeOpacity={0.3} vertical={false} />
              <XAxis dataKey="label" tick={axis} minTickGap={16} />
              <YAxis allowDecimals={false} tick={axis} width={40} />
              <Tooltip contentStyle={tooltipStyle} />
              <Bar dataKey="resumeDownloads" name={downloadsLabel} fill={colors.downloads} />
            </BarChart>
          }
          table={
            <Table
              headers={[t("analytics.table.date"), downloadsLabel]}
              rows={detail.series.map((d) => [day.long(d.date), d.resumeDownloads])}
            />
          }
        />
      </div>
    </div>
  );
}
