import { errors as joseErrors, jwtVerify } from "jose";
import { apiMessage } from "@foliocraft/schemas";
import { AppError } from "../../errors";
import type { Auth } from "./auth";
import { toAppError } from "./auth-errors";
import type { ProfileRepository } from "./profile-repository";
import type { CurrentSession } from "./service";
import type { UserRepository } from "./user-repository";

/** What a person chose on the confirm step when the link belongs to someone else than the signed-in user. */
export type VerifyChoice = "switch" | "stay";

/** The answer to a verification link. */
export type VerifyOutcome =
  | { status: "confirm"; signedInAs: string; verifies: string }
  | { status: "verified"; email: string; signedIn: boolean; cookies: string[] };

/**
 * E-mail verification links. The e-mailed link opens our page, which posts the token here (same origin, so the
 * origin check applies): a page on another site cannot sign anyone in by sending them to a link. Without a session,
 * or with the link owner's own session, the link verifies and signs in (better-auth's autoSignInAfterVerification).
 * With someone else's session nothing happens until that person chooses: switch to the link's account, or stay and
 * only verify the address.
 */
export function createVerifyEmailService(deps: {
  auth: Auth;
  users: UserRepository;
  secret: string;
  profiles: ProfileRepository;
  adminEmails: string[];
}) {
  const { auth, users } = deps;
  const key = new TextEncoder().encode(deps.secret);

  /** The address a link verifies (better-auth signs it as an HS256 JWT with the server secret). */
  async function emailOf(token: string): Promise<string> {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"] });
      if (typeof payload.email !== "string") throw new AppError("invalid-argument", apiMessage("verifyLinkInvalid"));
      return payload.email.toLowerCase();
    } catch (err) {
      if (err instanceof AppError) throw err;
      if (err instanceof joseErrors.JWTExpired) {
        throw new AppError("invalid-argument", apiMessage("verifyLinkExpired"));
      }
      throw new AppError("invalid-argument", apiMessage("verifyLinkInvalid"));
    }
  }

  return {
    async verify(
      token: string,
      choice: VerifyChoice | undefined,
      current: CurrentSession | null,
      headers: Headers,
    ): Promise<VerifyOutcome> {
      const email = await emailOf(token);
      const owner = await users.byEmail(email);
      if (!owner) throw new AppError("invalid-argument", apiMessage("verifyLinkInvalid"));

      if (current && current.userId !== owner.id && choice !== "switch") {
        if (choice !== "stay") return { status: "confirm", signedInAs: current.email, verifies: email };
        // Stay signed in as who you are; the address is verified all the same (its owner followed the link).
        if (!owner.emailVerified) {
          await users.markEmailVerified(owner.id);
          await deps.profiles.syncAdmin(owner.id, deps.adminEmails);
        }
        return { status: "verified", email, signedIn: false, cookies: [] };
      }

      let cookies: string[];
      try {
        const { headers: out } = await auth.api.verifyEmail({ query: { token }, headers, returnHeaders: true });
        cookies = out.getSetCookie();
      } catch (err) {
        return toAppError(err);
      }
      // better-auth signs in only on the first use of a link (an address already verified signs no one in).
      const signedIn = cookies.some((c) => c.includes("session_token=") && !/max-age=0/i.test(c));
      return { status: "verified", email, signedIn: signedIn || current?.userId === owner.id, cookies };
    },
  };
}

/** E-mail verification links. */
export type VerifyEmailService = ReturnType<typeof createVerifyEmailService>;
