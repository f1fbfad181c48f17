import { expect } from 'vitest';
import * as oidc from 'openid-client';
import type { browser } from '../harness.ts';
import type { Server } from '../../src/server.ts';

/**
 * openid-client, a certified relying party, against our provider in process (its requests go to the app's fetch
 * handler), and the person's way through the portal page's calls. Shared by the provider's tests.
 */
type Person = ReturnType<typeof browser>;
export type Flow = { state: string; verifier: string; url: URL };

/** `app` is the client a call uses unless it names another. */
export function openidRelyingParty(server: () => Server, app: { clientId: string; secret: string | null; redirectUri: string }) {
  const issuer = () => server().services.config.oidcIssuer;
  const inProcess: oidc.CustomFetch = async (url, options) => server().app.request(url, options as RequestInit);

  async function relyingParty(clientId: string = app.clientId, secret: string | null = app.secret) {
    const auth = secret === null ? oidc.None() : oidc.ClientSecretBasic(secret);
    const config = await oidc.discovery(new URL(issuer()), clientId, undefined, auth, { execute: [oidc.allowInsecureRequests], [oidc.customFetch]: inProcess });
    config[oidc.customFetch] = inProcess;
    return config;
  }

  /** The browser at an address of ours: the answer's status and where it sends the browser next. */
  async function visit(person: Person, url: string | URL) {
    const target = new URL(url);
    const answer = await person.request('GET', `${target.pathname}${target.search}`);
    return { status: answer.status, location: answer.headers.get('location'), body: answer.body };
  }

  async function startFlow(config: oidc.Configuration, parameters: Record<string, string> = {}): Promise<Flow> {
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: app.redirectUri,
      scope: 'openid profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      ...parameters,
    });
    return { state, verifier, url };
  }

  /** The person's way through: the provider hands over to our page, whose calls ask (and allow) the consent. */
  async function authorize(person: Person, flow: Flow, { allow = true } = {}): Promise<URL> {
    const first = await visit(person, flow.url);
    expect(first.status).toBe(303);
    const page = new URL(first.location!, issuer());
    // The provider remembers this person, signed in to the portal now, and a grant that covers the request.
    if (page.pathname !== '/oauth2/v1/interaction') return page;
    const uid = page.searchParams.get('uid')!;
    const asked = await person.get(`/api/auth/v1/oauth/authorize?uid=${uid}`);
    expect(asked.status).toBe(200);
    let next: string = asked.body.data.redirectTo;
    if (asked.body.data.status === 'consent') {
      const answered = await person.request('POST', '/api/auth/v1/oauth/authorize/consent', { json: { uid, allow } });
      if (answered.status !== 200) throw new Error(`consent refused: ${JSON.stringify(answered.body)}`);
      next = answered.body.data.redirectTo;
    }
    const resumed = await visit(person, next);
    expect(resumed.status).toBe(303);
    return new URL(resumed.location!);
  }

  return { issuer, relyingParty, visit, startFlow, authorize };
}
