/** The header's page links (spec §2), in order. */
export const navItems = [
  { to: "/pricing", labelKey: "header.pricing" },
  { to: "/dashboard", labelKey: "header.dashboard" },
  { to: "/generate", labelKey: "header.generate" },
  { to: "/deploy", labelKey: "header.deploy" },
  { to: "/docs", labelKey: "header.docs" },
] as const;
