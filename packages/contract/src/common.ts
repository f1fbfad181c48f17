import { z } from './zod.ts';
import { EMAIL_MAX_LENGTH, LIST_KEYWORD_MAX, MAINLAND_MOBILE_PATTERN, PAGE_NUMBER_MAX, VERIFICATION_CODE_PATTERN } from '@academy/rules';

/** Spec §5/§9: school (page) ids are 19 digits. */
export const SchoolId = z.string().regex(/^\d{19}$/, 'schoolId must be 19 digits');
export const Mobile = z.string().trim().regex(MAINLAND_MOBILE_PATTERN, 'mobile must be a mainland number: 1, then 3–9, 11 digits');
export const Email = z.string().trim().toLowerCase().max(EMAIL_MAX_LENGTH).email('not an e-mail address');
export const Code = z.string().trim().regex(VERIFICATION_CODE_PATTERN, 'code must be 6 digits');
export const LocaleCodeSchema = z.enum(['zh_CN', 'en_US', 'es_ES', 'ru_RU', 'ar_SA', 'pl_PL', 'de_DE', 'tr_TR', 'fr_FR', 'ja_JP', 'ko_KR', 'pt_BR']);
export { LIST_KEYWORD_MAX, PAGE_NUMBER_MAX };
export const Paging = z.object({
  pageNumber: z.coerce.number().int().min(1).max(PAGE_NUMBER_MAX).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});

/** The platform's JSON envelope: `code` 200 is success (spec §8 feedback), anything else carries a message. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ code: z.number(), message: z.string(), data });
export const ErrorBody = z.object({ code: z.number(), message: z.string(), details: z.array(z.object({ path: z.string(), message: z.string() })).optional() });
export type ErrorBody = z.infer<typeof ErrorBody>;

/**
 * Content in the languages its school writes it in (decision 0040): locale code → text. The spec's zh/en fields
 * (name, nameEn) stay beside it as the compatible view; read both with localizedName of @academy/rules.
 */
export const LocalizedTexts = (max = 200) => z.partialRecord(LocaleCodeSchema, z.string().max(max).refine((text) => !text.includes('\u0000'), 'must not contain the NUL character'));
export const LocalizedName = z.object({ name: z.string().nullish(), nameEn: z.string().nullish(), names: LocalizedTexts().nullish() });

export const SchoolThemeSchema = z.object({
  id: z.string(),
  name: z.string(),
  light: z.record(z.string(), z.string()),
  dark: z.record(z.string(), z.string()).optional(),
});

/** The token call's answer (spec §7 POST /api/auth/oauth/token); every sign-in method ends with it. */
export const TokenResponse = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number(),
  user_id: z.string(),
});
