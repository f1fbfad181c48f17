import { Extractor } from 'samlify';
import type { SamlPair } from './entities.ts';

/** What a verified assertion says about the person, and how long its id must be remembered. */
export type VerifiedAssertion = { assertionId: string; notOnOrAfter: Date; subject: string; email: string | null; displayName: string | null };

export class SamlRejected extends Error {}

const one = (value: unknown): string | null => (Array.isArray(value) ? (value.length === 1 ? String(value[0]) : null) : typeof value === 'string' ? value : null);

// Attribute names identity providers commonly use for the e-mail and the display name (shown only, never matched).
const EMAIL_ATTRIBUTES = ['email', 'mail', 'urn:oid:0.9.2342.19200300.100.1.3', 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress'];
const NAME_ATTRIBUTES = ['displayName', 'name', 'urn:oid:2.16.840.1.113730.3.1.241', 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/name'];
const firstOf = (attributes: Record<string, unknown>, names: string[]) => names.map((name) => one(attributes[name])).find((value) => value) ?? null;

/** Parts of the response samlify does not check: read by absolute paths (no wrapped copy can stand in). */
const EXTRA_FIELDS = [
  { key: 'assertions', localPath: ['Response', 'Assertion'], attributes: [], context: true },
  { key: 'assertionId', localPath: ['Response', 'Assertion'], attributes: ['ID'] },
  { key: 'assertionSignature', localPath: ['Response', 'Assertion', 'Signature'], attributes: [], context: true },
  { key: 'confirmation', localPath: ['Response', 'Assertion', 'Subject', 'SubjectConfirmation', 'SubjectConfirmationData'], attributes: ['Recipient', 'InResponseTo', 'NotOnOrAfter'] },
];

/**
 * Checks an IdP's POSTed response for our SP: samlify verifies the schema, the status, the signature against the
 * key in the school's IdP metadata, the issuer and the time conditions; here: exactly one assertion, signed itself
 * (wantAssertionsSigned), InResponseTo our request, our entity id the audience, our ACS the destination and
 * recipient, a bounded lifetime. Any failure is a SamlRejected (the reason goes to the log, never to the browser).
 */
export async function verifyResponse(pair: SamlPair, body: { SAMLResponse: string; RelayState: string }, requestId: string): Promise<VerifiedAssertion> {
  let parsed: Awaited<ReturnType<typeof pair.sp.parseLoginResponse>>;
  try {
    parsed = await pair.sp.parseLoginResponse(pair.idp, 'post', { body });
  } catch (error) {
    throw new SamlRejected(error instanceof Error ? error.message : String(error));
  }
  const { extract, samlContent } = parsed;
  const extra = Extractor.extract(samlContent, EXTRA_FIELDS) as Record<string, unknown>;
  const reject = (reason: string): never => {
    throw new SamlRejected(reason);
  };
  if (!one(extra.assertions)) reject('not exactly one (unencrypted) assertion');
  const assertionId = one(extra.assertionId);
  if (!assertionId) reject('the assertion has no ID');
  if (!one(extra.assertionSignature)) reject('the assertion itself is not signed');
  const response = (extract.response ?? {}) as Record<string, unknown>;
  if (one(response.inResponseTo) !== requestId) reject('InResponseTo is not our request');
  if (response.destination !== undefined && one(response.destination) !== pair.acsUrl) reject('destination is not our ACS');
  const audiences = [extract.audience].flat().filter(Boolean);
  if (!audiences.includes(pair.entityId)) reject('audience is not this school’s service provider');
  const confirmation = (extra.confirmation ?? {}) as Record<string, unknown>;
  if (one(confirmation.recipient) !== pair.acsUrl) reject('recipient is not our ACS');
  if (confirmation.inResponseTo !== undefined && one(confirmation.inResponseTo) !== requestId) reject('subject confirmation answers another request');
  const confirmUntil = one(confirmation.notOnOrAfter);
  if (!confirmUntil || !(Date.parse(confirmUntil) > Date.now() - 60_000)) reject('subject confirmation expired or unbounded');
  const conditions = (extract.conditions ?? {}) as Record<string, unknown>;
  const until = one(conditions.notOnOrAfter);
  if (!until || Number.isNaN(Date.parse(until))) reject('the assertion has no NotOnOrAfter');
  const subject = one(extract.nameID)?.trim();
  if (!subject || subject.length > 255) reject('no usable NameID');
  const attributes = (extract.attributes ?? {}) as Record<string, unknown>;
  return {
    assertionId: assertionId!,
    notOnOrAfter: new Date(Math.max(Date.parse(until!), Date.parse(confirmUntil!))),
    subject: subject!,
    email: firstOf(attributes, EMAIL_ATTRIBUTES),
    displayName: firstOf(attributes, NAME_ATTRIBUTES),
  };
}
