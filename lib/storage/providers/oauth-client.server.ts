import "server-only";
import { requestToken } from "../http.server";
import type { StorageProvider } from "./types";

type Config = {
  /** The configured client id and secret (both, or the provider is "Not configured"). */
  credentials: () => [string | undefined, string | undefined];
  authorizeUrl: () => string;
  tokenUrl: () => string;
  /** Provider-specific authorise parameters (scope, offline access, consent). */
  authorizeParams: Record<string, string>;
  /** Parameters every token request repeats (Microsoft wants the scope again). */
  tokenParams?: Record<string, string>;
};

/** The standard OAuth 2 code flow with PKCE S256 that all three providers speak (RFC 6749, 7636). */
export function oauthClient(config: Config): Pick<StorageProvider, "credentials" | "authorizeUrl" | "exchangeCode" | "refresh"> {
  return {
    credentials() {
      const [clientId, clientSecret] = config.credentials();
      return clientId && clientSecret ? { clientId, clientSecret } : null;
    },
    authorizeUrl({ clientId, redirectUri, state, codeChallenge }) {
      const url = new URL(config.authorizeUrl());
      url.search = new URLSearchParams({
        client_id: clientId,
        response_type: "code",
        redirect_uri: redirectUri,
        state,
        code_challenge: codeChallenge,
        code_challenge_method: "S256",
        ...config.authorizeParams,
      }).toString();
      return url.toString();
    },
    exchangeCode({ code, codeVerifier, redirectUri, credentials }) {
      return requestToken(config.tokenUrl(), {
        grant_type: "authorization_code",
        code,
        code_verifier: codeVerifier,
        redirect_uri: redirectUri,
        client_id: credentials.clientId,
        client_secret: credentials.clientSecret,
        ...config.tokenParams,
      });
    },
    refresh(refreshToken, credentials) {
      const params = {
        grant_type: "refresh_token",
        refresh_token: refreshToken,
        client_id: credentials.clientId,
        client_secret: credentials.clientSecret,
        ...config.tokenParams,
      };
      return requestToken(config.tokenUrl(), params, refreshToken);
    },
  };
}
