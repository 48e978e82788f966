import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useEffect } from "react";
import type { ReactNode } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";
import toast from "react-hot-toast";
import { i18n } from "../i18n/i18n";
import { takeFlashToast } from "../lib/flash-toast";
import { AppToaster } from "./app-toaster";

/** A query client with the app's defaults; tests make their own with retries off. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1 },
      mutations: { retry: false },
    },
  });
}

/** Shows a message saved before a full page load (e.g. "Signed out successfully!" after logout). */
function FlashToast() {
  const { t } = useTranslation();
  useEffect(() => {
    const key = takeFlashToast();
    if (key) toast.success(t(key));
  }, [t]);
  return null;
}

/** Everything the pages rely on, above the router: data cache, translations and toasts. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        {children}
        <FlashToast />
        <AppToaster />
      </I18nextProvider>
    </QueryClientProvider>
  );
}
