import { useState } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { SignedInDestinationContext } from "../features/auth/finish-sign-in";
import { useSession } from "../features/auth/use-session";
import { SessionLoader } from "./session-loader";

/** Signed-in pages (spec §2): without a user, go to /login (remembering where the user wanted to go). */
export function RequireUser() {
  const { user, isLoading } = useSession();
  const location = useLocation();
  if (isLoading) return <SessionLoader />;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}

/**
 * Logged-out-only pages (spec §2): a signed-in user goes to /dashboard instead, or, right after signing in or up
 * on one of these pages, to where that page asked (e.g. /onboarding).
 */
export function GuestOnly() {
  const { user, isLoading } = useSession();
  const [destination, setDestination] = useState<string | null>(null);
  if (isLoading) return <SessionLoader />;
  if (user) return <Navigate to={destination ?? "/dashboard"} replace />;
  return (
    <SignedInDestinationContext value={setDestination}>
      <Outlet />
    </SignedInDestinationContext>
  );
}
