import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Provider } from 'oidc-provider';

/**
 * A real OpenID provider (oidc-provider) on 127.0.0.1 for the tests and the demo: code flow with PKCE S256 required,
 * signed ID tokens, userinfo, RP-initiated logout. Its development sign-in page takes any login name as the subject
 * (the password is ignored), then asks for consent.
 */
export type OidcPartyClient = { client_id: string; client_secret: string; redirect_uris: string[]; post_logout_redirect_uris?: string[] };
export type OidcPartyAccount = { email?: string; email_verified?: boolean; name?: string };
export type OidcParty = {
  /** The issuer, `http://127.0.0.1:<port>`. */
  url: string;
  stop(): Promise<void>;
  /** What the provider says about a subject from now on (a subject without an entry is known by its name only). */
  setAccount(subject: string, account: OidcPartyAccount): void;
};

export async function startOidcParty(options: { clients: OidcPartyClient[]; accounts?: Record<string, OidcPartyAccount> }): Promise<OidcParty> {
  const accounts = new Map(Object.entries(options.accounts ?? {}));
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // A signing key of its own per start, so the party never warns about (or shares) development keys.
  const jwk = { ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }), kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' };
  const provider = new Provider(url, {
    clients: options.clients.map((client) => ({ ...client, grant_types: ['authorization_code'], response_types: ['code'], token_endpoint_auth_method: 'client_secret_basic' })),
    jwks: { keys: [jwk] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    pkce: { methods: ['S256'], required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
    async findAccount(_ctx: unknown, subject: string) {
      return { accountId: subject, claims: async () => ({ sub: subject, name: subject, ...accounts.get(subject) }) };
    },
  });
  server.on('request', provider.callback());
  return {
    url,
    setAccount: (subject, account) => void accounts.set(subject, account),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
