import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

/** What a passkey of the soft authenticator holds: its credential id, key pair and signature counter. */
interface Credential {
  id: Uint8Array;
  privateKey: KeyObject;
  publicKey: KeyObject;
  counter: number;
}

/**
 * A WebAuthn authenticator in software for server tests (the browser journeys use Chromium's virtual one): it answers
 * registration and sign-in options as a browser with a platform authenticator would, ES256 keys, "none" attestation.
 * `origin` is the page the browser is on; `userVerified` is whether the device checked its owner (PIN, biometrics).
 */
export function createSoftAuthenticator(origin: string) {
  const credentials: Credential[] = [];

  function authData(rpId: string, flags: number, counter: number, attested?: Credential): Buffer {
    const head = Buffer.alloc(37);
    sha256(rpId).copy(head, 0);
    head[32] = flags;
    head.writeUInt32BE(counter, 33);
    if (!attested) return head;
    const jwk = attested.publicKey.export({ format: "jwk" });
    const cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x as string, "base64url")],
        [-3, Buffer.from(jwk.y as string, "base64url")],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(attested.id.length);
    return Buffer.concat([head, Buffer.alloc(16), idLength, attested.id, cose]);
  }

  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  // Flags: user present (0x01), user verified (0x04), backup eligible + backed up (0x08 | 0x10), attested data (0x40).
  const flagsOf = (userVerified: boolean, attested: boolean) =>
    0x01 | (userVerified ? 0x04 : 0) | 0x08 | 0x10 | (attested ? 0x40 : 0);

  return {
    /** The answer to registration options (a new credential). */
    register(options: Record<string, unknown>, { userVerified = true } = {}) {
      const { publicKey, privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
      const credential: Credential = { id: randomBytes(16), privateKey, publicKey, counter: 0 };
      credentials.push(credential);
      const rpId = (options.rp as { id: string }).id;
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Map<string, never> | Uint8Array>([
          ["fmt", "none"],
          ["attStmt", new Map<string, never>()],
          ["authData", authData(rpId, flagsOf(userVerified, true), 0, credential)],
        ]),
      );
      return {
        id: b64url(credential.id),
        rawId: b64url(credential.id),
        type: "public-key",
        response: {
          clientDataJSON: b64url(clientData("webauthn.create", options.challenge as string)),
          attestationObject: b64url(attestationObject),
          transports: ["internal"],
        },
        clientExtensionResults: {},
        authenticatorAttachment: "platform",
      };
    },

    /** The answer to sign-in options with the n-th credential made here (the first by default). */
    signIn(options: Record<string, unknown>, { userVerified = true, credential = 0 } = {}) {
      const held = credentials[credential];
      if (!held) throw new Error("the soft authenticator holds no such credential");
      held.counter += 1;
      const data = authData(options.rpId as string, flagsOf(userVerified, false), held.counter);
      const client = clientData("webauthn.get", options.challenge as string);
      const signature = sign("sha256", Buffer.concat([data, sha256(client)]), held.privateKey);
      return {
        id: b64url(held.id),
        rawId: b64url(held.id),
        type: "public-key",
        response: {
          clientDataJSON: b64url(client),
          authenticatorData: b64url(data),
          signature: b64url(signature),
        },
        clientExtensionResults: {},
        authenticatorAttachment: "platform",
      };
    },
  };
}
