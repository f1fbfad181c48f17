// oidc-provider 8 ships no types; our provider (authorizationServer/provider.ts) and the demo's parties
// (dev-parties/oidcParty.ts) use only what is declared here.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  /** What a model stores: the provider's own fields, a few of which the adapter copies into columns. */
  export type AdapterPayload = Record<string, unknown> & { grantId?: string; uid?: string; accountId?: string; userCode?: string; consumed?: number };

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface Interaction {
    uid: string;
    exp: number;
    returnTo: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, string | undefined>;
    session?: { accountId?: string; uid?: string };
    grantId?: string;
    result?: unknown;
    save(ttl: number): Promise<string>;
  }

  export interface Grant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export interface KoaContext {
    req: IncomingMessage & { academyUserId?: string | null };
    oidc: { session: { accountId?: string }; result?: { login?: unknown }; client?: { clientId: string } };
    query: Record<string, string | undefined>;
    status: number;
    type: string;
    body: unknown;
    redirect(url: string): void;
  }

  export class Check {
    constructor(reason: string, description: string, check: (ctx: KoaContext) => boolean);
    static REQUEST_PROMPT: true;
    static NO_NEED_TO_PROMPT: false;
  }

  export type Policy = Array<{ name: string; checks: { add(check: Check, index?: number): void } }> & {
    get(name: string): { checks: { add(check: Check, index?: number): void } };
  };

  export const interactionPolicy: { base(): Policy; Check: typeof Check };

  export const errors: { InvalidGrant: new (detail?: string) => Error };

  export class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    proxy: boolean;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    on(event: string, listener: (...args: unknown[]) => void): this;
    Interaction: { find(uid: string): Promise<Interaction | undefined> };
    Grant: { new (properties: { accountId: string; clientId: string }): Grant; find(id: string): Promise<Grant | undefined> };
  }
}
