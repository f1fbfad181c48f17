import { z } from './zod.ts';
import { Email, LocaleCodeSchema, LocalizedTexts, Mobile, SchoolId } from './common.ts';
import { endpoint } from './endpoint.ts';

/**
 * Registering an academy or a store (issue 21): the wizard's server-side draft, the address (slug) check, activation
 * codes, the create call (idempotent by key) with its provisioning steps, the first-steps guide and the store calls.
 * The slug rule itself lives on the server only (apps/server/src/modules/registration/slug.ts): the form asks it.
 */
const REG = '/api/school/registration';

export const SchoolKind = z.enum(['academy', 'store']);
export type SchoolKind = z.infer<typeof SchoolKind>;
export const MemberRole = z.enum(['learner', 'lecturer', 'admin', 'classManager']);

/** Why an address is refused; the form shows a sentence per reason. */
export const SlugProblem = z.enum(['length', 'characters', 'confusable', 'invisible', 'hyphen', 'reserved', 'taken']);
export type SlugProblem = z.infer<typeof SlugProblem>;

/** PostgreSQL text cannot hold NUL; a name is trimmed and 2–60 characters. */
const Name = (max: number) => z.string().trim().min(2, 'at least 2 characters').max(max).refine((text) => !text.includes('\u0000'), 'must not contain the NUL character');
/** A random key the browser makes once per wizard: a retry with it returns the same school. */
const IdempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{16,80}$/, 'idempotencyKey: 16–80 letters, digits, _ or -');
const ActivationCode = z.string().trim().min(4).max(64);

/** What the wizard has collected so far (every field optional while editing). */
export const RegistrationForm = z.object({
  name: z.string().max(200).optional(),
  nameEn: z.string().max(200).optional(),
  /** The school's name in the languages typed so far (decision 0040). */
  names: z.partialRecord(LocaleCodeSchema, z.string().max(200)).optional(),
  slug: z.string().max(200).optional(),
  region: z.enum(['mainland', 'overseas']).optional(),
  defaultLocale: LocaleCodeSchema.optional(),
  timeZone: z.string().max(64).optional(),
  logoUploadId: z.string().max(64).nullable().optional(),
  logoUrl: z.string().max(300).nullable().optional(),
  contactName: z.string().max(100).optional(),
  contactEmail: z.string().max(254).optional(),
  contactMobile: z.string().max(20).optional(),
  activationCode: z.string().max(64).optional(),
  idempotencyKey: z.string().max(80).optional(),
});
export type RegistrationForm = z.infer<typeof RegistrationForm>;

export const ProvisionStep = z.enum(['school', 'homePage', 'theme', 'footer', 'languages', 'store']);
export type ProvisionStep = z.infer<typeof ProvisionStep>;

export const RegistrationDraft = z.object({
  kind: SchoolKind,
  form: RegistrationForm,
  status: z.enum(['editing', 'provisioning', 'done', 'failed']),
  schoolId: z.string().nullable(),
  /** Steps to run for this kind, in order, and those done. */
  steps: z.array(ProvisionStep),
  doneSteps: z.array(ProvisionStep),
  updatedAt: z.string(),
});
export type RegistrationDraft = z.infer<typeof RegistrationDraft>;

export const CreateSchoolBody = z.object({
  idempotencyKey: IdempotencyKey,
  kind: SchoolKind.default('academy'),
  /** The school's name by language (decision 0040); the default language's is required. */
  names: z.partialRecord(LocaleCodeSchema, Name(120)).default({}),
  /** The spec's Chinese and English names: older clients send these; they count as names.zh_CN and names.en_US. */
  name: Name(60).optional(),
  nameEn: Name(120).optional(),
  slug: z.string().max(200),
  region: z.enum(['mainland', 'overseas']),
  defaultLocale: LocaleCodeSchema,
  timeZone: z.string().max(64).refine((zone) => Intl.supportedValuesOf('timeZone').includes(zone) || zone === 'UTC', 'not an IANA time zone'),
  /** From the image upload call (its content is checked there); PNG or JPEG up to 2 MB. */
  logoUploadId: z.string().regex(/^[a-z0-9]{1,64}$/).nullable().default(null),
  contactName: Name(100),
  contactEmail: Email.optional(),
  contactMobile: Mobile.optional(),
  activationCode: ActivationCode.optional(),
})
  .refine((body) => body.contactEmail || body.contactMobile, { message: 'give an e-mail or a mobile number', path: ['contactEmail'] })
  .refine((body) => body.names[body.defaultLocale] ?? (body.defaultLocale === 'zh_CN' ? body.name : body.defaultLocale === 'en_US' ? body.nameEn : undefined), {
    message: "give the school's name in its default language",
    path: ['names'],
  });
export type CreateSchoolBody = z.input<typeof CreateSchoolBody>;

export const CreatedSchool = z.object({ schoolId: z.string(), kind: SchoolKind, slug: z.string(), steps: z.array(ProvisionStep), doneSteps: z.array(ProvisionStep) });

export const ActivationUnlocks = z.object({ planName: z.string(), maxMembers: z.number().int(), validUntil: z.string() });

export const MySchool = z.object({ id: z.string(), name: z.string(), nameEn: z.string().nullable(), names: LocalizedTexts(120).optional(), slug: z.string().nullable(), kind: SchoolKind, role: MemberRole });
export const SchoolSummary = MySchool.extend({
  region: z.enum(['mainland', 'overseas']),
  defaultLocale: LocaleCodeSchema,
  locales: z.array(LocaleCodeSchema),
  timeZone: z.string(),
  logoUrl: z.string().nullable(),
  onSale: z.boolean(),
  planName: z.string().nullable(),
  maxMembers: z.number().int().nullable(),
  createdAt: z.string(),
});

export const GuideItem = z.object({ id: z.enum(['decorate', 'invite', 'createClass']), done: z.boolean(), href: z.string() });
export const Guide = z.object({ schoolId: z.string(), name: z.string(), nameEn: z.string().nullable(), names: LocalizedTexts(120).optional(), kind: SchoolKind, portalHref: z.string(), items: z.array(GuideItem) });
export type Guide = z.infer<typeof Guide>;

export const MarketConfig = z.object({ currency: z.string(), commissionPercent: z.number(), payoutCycle: z.enum(['monthly', 'weekly']), storeName: z.string(), createdAt: z.string() });

const SchoolBody = z.object({ schoolId: SchoolId });

export const registrationEndpoints = {
  registrationDraft: endpoint({ tag: 'registration', method: 'GET', path: `${REG}/draft`, summary: 'The signed-in user’s registration wizard draft (resumes it in any tab), with the provisioning progress of its school; abandoned drafts older than a day are removed first', access: 'user', response: RegistrationDraft.nullable() }),
  saveRegistrationDraft: endpoint({ tag: 'registration', method: 'PUT', path: `${REG}/draft`, summary: 'Keep what the wizard has collected so far, server-side, for a reload or a second tab', access: 'user', body: z.object({ kind: SchoolKind, form: RegistrationForm }), response: RegistrationDraft }),
  discardRegistrationDraft: endpoint({ tag: 'registration', method: 'DELETE', path: `${REG}/draft`, summary: 'Start the wizard over: forget the draft', access: 'user', response: z.object({ discarded: z.boolean() }) }),
  checkSlug: endpoint({ tag: 'registration', method: 'GET', path: `${REG}/slug`, summary: 'Can this school address be used: the normalized address, or why not (too short, characters, look-alike letters, reserved, taken)', access: 'user', query: z.object({ slug: z.string().max(200) }), response: z.object({ slug: z.string(), available: z.boolean(), problem: SlugProblem.nullable(), message: z.string().nullable() }) }),
  registrationGuide: endpoint({ tag: 'registration', method: 'GET', path: `${REG}/guide`, summary: 'First steps of a new school, ticked from what the school has done: decorated, invited someone, created a class', access: 'admin', query: z.object({ schoolId: SchoolId }), response: Guide }),

  requireActiveCode: endpoint({ tag: 'registration', method: 'GET', path: '/api/school/requireActiveCode', summary: 'Does creating a school on this deployment need an activation code', access: 'public', response: z.object({ required: z.boolean() }) }),
  applyActiveCode: endpoint({ tag: 'registration', method: 'POST', path: '/api/school/applyActiveCode', summary: 'Check an activation code and say what it unlocks (plan, members, valid until) without using it up; guesses are rate limited', access: 'user', body: z.object({ code: ActivationCode }), response: ActivationUnlocks }),
  confirmApplyCode: endpoint({ tag: 'registration', method: 'POST', path: '/api/school/confirmApplyCode', summary: 'Redeem an activation code for a school the caller administers (single use); creating a school with a code redeems it in the same transaction (the school in the body; administrators only)', access: 'user', body: z.object({ schoolId: SchoolId, code: ActivationCode }), response: ActivationUnlocks }),

  createSchool: endpoint({ tag: 'registration', method: 'POST', path: '/api/school/schools/', summary: 'Create an academy or a store with its admin, starter home page, theme, footer and languages; the same idempotency key returns the same school', access: 'user', body: CreateSchoolBody, response: CreatedSchool }),
  mySchools: endpoint({ tag: 'registration', method: 'GET', path: '/api/school/schools/', summary: 'The schools the signed-in user belongs to, with their role', access: 'user', response: z.array(MySchool) }),
  schoolSummary: endpoint({ tag: 'registration', method: 'GET', path: '/api/school/schools/:tenantId/', summary: 'A school the caller belongs to: name, address, languages, plan', access: 'user', response: SchoolSummary }),
  schoolAdmins: endpoint({ tag: 'registration', method: 'GET', path: '/api/school/schools/:id/admin/', summary: 'The administrators of a school (administrators only)', access: 'user', response: z.array(z.object({ userId: z.string(), name: z.string().nullable(), mobile: z.string().nullable(), email: z.string().nullable() })) }),

  initMarketStore: endpoint({ tag: 'registration', method: 'POST', path: '/api/assist/market/portal/initMarketStore', summary: 'Make a school a store: paid content on sale and a market configuration (the school in the body; administrators only)', access: 'user', body: SchoolBody, response: MarketConfig }),
  marketConfig: endpoint({ tag: 'registration', method: 'GET', path: '/api/school/biz/marketConfig', summary: 'The market configuration of a store (null for an academy)', access: 'member', query: SchoolBody, response: MarketConfig.nullable() }),
  hasStoreDetails: endpoint({ tag: 'registration', method: 'POST', path: '/api/school/schools/hasStoreDetails', summary: 'Has this school been set up as a store (members only)', access: 'user', beforeTerms: true, body: SchoolBody, response: z.object({ hasStoreDetails: z.boolean() }) }),
} as const;
