import { createCipheriv, randomBytes } from "node:crypto";

/**
 * A value in the format stored before purposes were bound in (decision 094): "v1.nonce.body.tag",
 * AES-256-GCM with no additional data. Written out here because the app no longer makes them.
 */
export function legacySeal(plaintext: string, key: Buffer): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, nonce);
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return ["v1", nonce, body, cipher.getAuthTag()].map((p) => (typeof p === "string" ? p : p.toString("base64url"))).join(".");
}
