import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { sendJson } from "./harness";

/**
 * A local Google and GitHub sign-in on 127.0.0.1, speaking their wire formats: the authorize redirect with
 * `code` and `state` (or `error=access_denied`), the token endpoints (Google: JSON errors with 400/401; GitHub:
 * errors inside a 200, JSON only when asked with Accept), PKCE S256 checked when the authorize request carried a
 * challenge, Google's OpenID userinfo with `email_verified`, GitHub's /user and /user/emails with `verified`.
 * Consent is automatic: the account set with `setUser` (or POST /__user/{provider}) signs in.
 *
 * Paths: /google/authorize, /google/token, /google/userinfo, /github/login/oauth/authorize,
 * /github/login/oauth/access_token, /github-api/user, /github-api/user/emails. `env` holds the variables that
 * point the server here.
 */

export type FakeProvider = "google" | "github";

export interface FakeOAuthUser {
  /** Google's `sub`, GitHub's numeric `id`. */
  id: string;
  email: string;
  emailVerified: boolean;
  name: string | null;
  /** GitHub's `login`; derived from the email when unset. */
  login?: string;
}

export interface FakeOAuthOptions {
  port?: number;
  clients?: Partial<Record<FakeProvider, { id: string; secret: string }>>;
}

export interface FakeTokenRequest {
  provider: FakeProvider;
  params: Record<string, string>;
  /** How the client authenticated: HTTP Basic or client_secret in the body. */
  clientAuth: "basic" | "post" | "none";
}

export interface FakeOAuth {
  url: string;
  env: Record<string, string>;
  clients: Record<FakeProvider, { id: string; secret: string }>;
  setUser(provider: FakeProvider, user: FakeOAuthUser): void;
  /** The next authorize request of this provider answers as if the user clicked "Cancel". */
  denyNext(provider: FakeProvider): void;
  tokenRequests: FakeTokenRequest[];
  close(): Promise<void>;
}

interface IssuedCode {
  provider: FakeProvider;
  clientId: string;
  redirectUri: string;
  challenge?: string;
  scope: string;
  user: FakeOAuthUser;
}

interface IssuedToken {
  provider: FakeProvider;
  scope: string;
  user: FakeOAuthUser;
}

const DEFAULT_USERS: Record<FakeProvider, FakeOAuthUser> = {
  google: {
    id: "110248495921238986420",
    email: "g.user@example.org",
    emailVerified: true,
    name: "Gabriel User",
  },
  github: {
    id: "583231",
    email: "octo@example.org",
    emailVerified: true,
    name: "Octo Cat",
    login: "octocat",
  },
};

export async function startFakeOAuth(options: FakeOAuthOptions = {}): Promise<FakeOAuth> {
  const clients: Record<FakeProvider, { id: string; secret: string }> = {
    google: options.clients?.google ?? {
      id: "fake-google-client.apps.googleusercontent.com",
      secret: "GOCSPX-fake",
    },
    github: options.clients?.github ?? { id: "Iv1.fakegithubclient", secret: "fake-github-secret" },
  };
  const users: Record<FakeProvider, FakeOAuthUser> = { ...DEFAULT_USERS };
  const denied = new Set<FakeProvider>();
  const codes = new Map<string, IssuedCode>();
  const tokens = new Map<string, IssuedToken>();
  const tokenRequests: FakeTokenRequest[] = [];

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const body = Buffer.concat(chunks).toString("utf8");
      try {
        route(req, res, url, body);
      } catch (error) {
        if (!res.headersSent) sendJson(res, 500, { error: String(error) });
      }
    });
  });

  function route(req: IncomingMessage, res: ServerResponse, url: URL, body: string): void {
    const { pathname } = url;
    const control = /^\/__user\/(google|github)$/.exec(pathname);
    if (control && req.method === "POST") {
      users[control[1] as FakeProvider] = JSON.parse(body) as FakeOAuthUser;
      res.writeHead(204);
      res.end();
      return;
    }
    const handlers: Record<string, () => void> = {
      "GET /google/authorize": () => authorize("google", url, res),
      "GET /github/login/oauth/authorize": () => authorize("github", url, res),
      "POST /google/token": () => googleToken(req, res, body),
      "POST /github/login/oauth/access_token": () => githubToken(req, res, body),
      "GET /google/userinfo": () => googleUserInfo(req, res),
      "GET /github-api/user": () => githubApi(req, res, pathname),
      "GET /github-api/user/emails": () => githubApi(req, res, pathname),
    };
    const handler = handlers[`${req.method} ${pathname}`];
    if (handler) {
      handler();
      return;
    }
    sendJson(res, 404, { error: "not_found" });
  }

  function authorize(provider: FakeProvider, url: URL, res: ServerResponse): void {
    const params = url.searchParams;
    const redirectUri = params.get("redirect_uri");
    if (params.get("client_id") !== clients[provider].id || !redirectUri) {
      // Both providers show an error page, not a redirect, for an unknown client or a missing redirect URI.
      res.writeHead(400, { "content-type": "text/html" });
      res.end("<h1>Error 400: invalid_request</h1>");
      return;
    }
    if (provider === "google" && params.get("response_type") !== "code") {
      res.writeHead(400, { "content-type": "text/html" });
      res.end("<h1>Error 400: unsupported_response_type</h1>");
      return;
    }
    const back = new URL(redirectUri);
    const state = params.get("state");
    if (state !== null) back.searchParams.set("state", state);
    if (denied.delete(provider)) {
      back.searchParams.set("error", "access_denied");
      if (provider === "github") {
        back.searchParams.set("error_description", "The user has denied your application access.");
      }
      redirect(res, back);
      return;
    }
    const challengeMethod = params.get("code_challenge_method");
    const challenge = params.get("code_challenge") ?? undefined;
    if (challenge !== undefined && challengeMethod !== "S256") {
      back.searchParams.set("error", "invalid_request");
      redirect(res, back);
      return;
    }
    const code =
      provider === "google"
        ? `4/0A${randomBytes(24).toString("base64url")}`
        : randomBytes(10).toString("hex");
    codes.set(code, {
      provider,
      clientId: clients[provider].id,
      redirectUri,
      challenge,
      scope: params.get("scope") ?? "",
      user: users[provider],
    });
    back.searchParams.set("code", code);
    if (provider === "google") back.searchParams.set("scope", params.get("scope") ?? "");
    redirect(res, back);
  }

  /** The client's credentials, from HTTP Basic (client_secret_basic) or the form (client_secret_post). */
  function clientCredentials(req: IncomingMessage, form: URLSearchParams) {
    const header = req.headers.authorization ?? "";
    if (header.startsWith("Basic ")) {
      const [id, secret] = Buffer.from(header.slice(6), "base64").toString("utf8").split(":");
      return { id, secret, auth: "basic" as const };
    }
    const secret = form.get("client_secret") ?? undefined;
    return {
      id: form.get("client_id") ?? undefined,
      secret,
      auth: secret ? ("post" as const) : ("none" as const),
    };
  }

  /** The code's problem, if any: unknown or used, redirect URI changed, PKCE verifier wrong or missing. */
  function checkCode(provider: FakeProvider, form: URLSearchParams): IssuedCode | string {
    const code = codes.get(form.get("code") ?? "");
    if (!code || code.provider !== provider) return "bad_code";
    codes.delete(form.get("code") ?? "");
    if (form.get("redirect_uri") !== code.redirectUri) return "redirect_uri_mismatch";
    if (code.challenge !== undefined) {
      const verifier = form.get("code_verifier");
      if (!verifier) return "missing_verifier";
      if (createHash("sha256").update(verifier).digest("base64url") !== code.challenge) return "bad_verifier";
    }
    return code;
  }

  function issueToken(code: IssuedCode, prefix: string): string {
    const token = `${prefix}${randomBytes(24).toString("base64url")}`;
    tokens.set(token, { provider: code.provider, scope: code.scope, user: code.user });
    return token;
  }

  function googleToken(req: IncomingMessage, res: ServerResponse, body: string): void {
    const form = new URLSearchParams(body);
    const client = clientCredentials(req, form);
    tokenRequests.push({ provider: "google", params: Object.fromEntries(form), clientAuth: client.auth });
    if (client.id !== clients.google.id || client.secret !== clients.google.secret) {
      sendJson(res, 401, { error: "invalid_client", error_description: "Unauthorized" });
      return;
    }
    if (form.get("grant_type") !== "authorization_code") {
      sendJson(res, 400, { error: "unsupported_grant_type", error_description: "Invalid grant_type" });
      return;
    }
    const code = checkCode("google", form);
    if (typeof code === "string") {
      const description = {
        bad_code: "Bad Request",
        redirect_uri_mismatch: "Bad Request",
        missing_verifier: "Missing code verifier.",
        bad_verifier: "Invalid code verifier.",
      }[code];
      sendJson(res, 400, {
        error: code === "redirect_uri_mismatch" ? "redirect_uri_mismatch" : "invalid_grant",
        error_description: description,
      });
      return;
    }
    sendJson(res, 200, {
      access_token: issueToken(code, "ya29.a0"),
      expires_in: 3599,
      scope: code.scope,
      token_type: "Bearer",
      id_token: fakeIdToken(code),
    });
  }

  function githubToken(req: IncomingMessage, res: ServerResponse, body: string): void {
    const form = new URLSearchParams(body);
    const client = clientCredentials(req, form);
    tokenRequests.push({ provider: "github", params: Object.fromEntries(form), clientAuth: client.auth });
    const answer = (payload: Record<string, string>) => {
      // GitHub answers form-encoded unless the client asks for JSON, and errors come with status 200.
      if ((req.headers.accept ?? "").includes("application/json")) sendJson(res, 200, payload);
      else {
        res.writeHead(200, { "content-type": "application/x-www-form-urlencoded; charset=utf-8" });
        res.end(new URLSearchParams(payload).toString());
      }
    };
    if (client.id !== clients.github.id || client.secret !== clients.github.secret) {
      answer({
        error: "incorrect_client_credentials",
        error_description: "The client_id and/or client_secret passed are incorrect.",
        error_uri:
          "https://docs.github.com/apps/managing-oauth-apps/troubleshooting-oauth-app-access-token-request-errors/#incorrect-client-credentials",
      });
      return;
    }
    const code = checkCode("github", form);
    if (typeof code === "string") {
      answer(
        code === "redirect_uri_mismatch"
          ? {
              error: "redirect_uri_mismatch",
              error_description:
                "The redirect_uri MUST match the registered callback URL for this application.",
            }
          : { error: "bad_verification_code", error_description: "The code passed is incorrect or expired." },
      );
      return;
    }
    answer({
      access_token: issueToken(code, "gho_"),
      token_type: "bearer",
      scope: code.scope.replace(/ /g, ","),
    });
  }

  function bearer(req: IncomingMessage): IssuedToken | undefined {
    const match = /^(?:Bearer|token) (.+)$/i.exec(req.headers.authorization ?? "");
    return match ? tokens.get(match[1] ?? "") : undefined;
  }

  function googleUserInfo(req: IncomingMessage, res: ServerResponse): void {
    const token = bearer(req);
    if (token?.provider !== "google") {
      sendJson(
        res,
        401,
        { error: "invalid_request", error_description: "Invalid Credentials" },
        {
          "www-authenticate": 'Bearer realm="https://accounts.google.com/", error="invalid_token"',
        },
      );
      return;
    }
    const { user } = token;
    const [given, ...family] = (user.name ?? "").split(" ");
    sendJson(res, 200, {
      sub: user.id,
      name: user.name ?? undefined,
      given_name: given || undefined,
      family_name: family.join(" ") || undefined,
      picture: "https://lh3.googleusercontent.com/a/fake",
      email: user.email,
      email_verified: user.emailVerified,
    });
  }

  function githubApi(req: IncomingMessage, res: ServerResponse, pathname: string): void {
    if (!req.headers["user-agent"]) {
      sendJson(res, 403, {
        message:
          "Request forbidden by administrative rules. Please make sure your request has a User-Agent header",
      });
      return;
    }
    const token = bearer(req);
    if (token?.provider !== "github") {
      sendJson(res, 401, {
        message: "Bad credentials",
        documentation_url: "https://docs.github.com/rest",
        status: "401",
      });
      return;
    }
    const { user } = token;
    if (pathname === "/github-api/user") {
      sendJson(res, 200, {
        login: user.login ?? user.email.split("@")[0],
        id: Number(user.id),
        node_id: `MDQ6VXNlcj${user.id}`,
        avatar_url: `https://avatars.githubusercontent.com/u/${user.id}?v=4`,
        type: "User",
        name: user.name,
        // The public profile email: often null, and never a proof of ownership.
        email: null,
      });
      return;
    }
    if (pathname === "/github-api/user/emails") {
      if (!token.scope.split(/[ ,]/).includes("user:email")) {
        sendJson(res, 404, {
          message: "Not Found",
          documentation_url: "https://docs.github.com/rest",
          status: "404",
        });
        return;
      }
      sendJson(res, 200, [
        {
          email: `${user.id}+${user.login ?? "user"}@users.noreply.github.com`,
          primary: false,
          verified: true,
          visibility: null,
        },
        { email: user.email, primary: true, verified: user.emailVerified, visibility: "private" },
      ]);
      return;
    }
    sendJson(res, 404, {
      message: "Not Found",
      documentation_url: "https://docs.github.com/rest",
      status: "404",
    });
  }

  function fakeIdToken(code: IssuedCode): string {
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
    const now = Math.floor(Date.now() / 1000);
    return [
      part({ alg: "RS256", kid: "fake", typ: "JWT" }),
      part({
        iss: "https://accounts.google.com",
        aud: code.clientId,
        sub: code.user.id,
        email: code.user.email,
        email_verified: code.user.emailVerified,
        iat: now,
        exp: now + 3600,
      }),
      randomBytes(32).toString("base64url"),
    ].join(".");
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    clients,
    env: {
      GOOGLE_CLIENT_ID: clients.google.id,
      GOOGLE_CLIENT_SECRET: clients.google.secret,
      GOOGLE_AUTH_URL: `${url}/google/authorize`,
      GOOGLE_TOKEN_URL: `${url}/google/token`,
      GOOGLE_USERINFO_URL: `${url}/google/userinfo`,
      GITHUB_CLIENT_ID: clients.github.id,
      GITHUB_CLIENT_SECRET: clients.github.secret,
      GITHUB_AUTH_URL: `${url}/github/login/oauth/authorize`,
      GITHUB_TOKEN_URL: `${url}/github/login/oauth/access_token`,
      GITHUB_API_URL: `${url}/github-api`,
    },
    setUser(provider, user) {
      users[provider] = user;
    },
    denyNext(provider) {
      denied.add(provider);
    },
    tokenRequests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function redirect(res: ServerResponse, location: URL): void {
  res.writeHead(302, { location: location.toString() });
  res.end();
}
