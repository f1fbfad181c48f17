import { isMainlandMobile, MOBILE_MAX_LENGTH } from './account.ts';

/** Spec §3 feedback types: fault 1 (the default), use experience 0, question consultation 2, content comment 3. */
export const FEEDBACK_TYPES = [1, 0, 2, 3] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
export const DEFAULT_FEEDBACK_TYPE: FeedbackType = 1;
export const FEEDBACK_MAX_LENGTH = 200;
export const PHONE_MAX_LENGTH = MOBILE_MAX_LENGTH;

/** Spec §5: leading whitespace stripped, at most 200 characters. */
export function normalizeDescription(text: string): string {
  return text.replace(/^\s+/, '').slice(0, FEEDBACK_MAX_LENGTH);
}


export type FeedbackInput = { type: number; description: string; allowContact: boolean; phone: string };
export type FeedbackProblems = { description?: 'enter questions'; phone?: 'enter phone' };

/** Spec §5: the description is required; when contact is allowed and a phone is entered it must be mainland. */
export function validateFeedback(input: FeedbackInput): FeedbackProblems {
  const problems: FeedbackProblems = {};
  if (!normalizeDescription(input.description)) problems.description = 'enter questions';
  if (input.allowContact && input.phone.trim() && !isMainlandMobile(input.phone)) problems.phone = 'enter phone';
  return problems;
}

export type FeedbackPayloadInput = FeedbackInput & { images: readonly string[]; schoolId: string; schoolName: string; userName: string };

/** Spec §3 feedback payload, exactly what POST /api/school/feedback/addFeedback takes. */
export function buildFeedbackPayload(input: FeedbackPayloadInput) {
  const phone = input.phone.trim();
  return {
    feedbackType: input.type as 0 | 1 | 2 | 3,
    feedbackContent: normalizeDescription(input.description),
    picUrl: input.images.join(','),
    allowContact: (input.allowContact ? 1 : 0) as 0 | 1,
    tenantId: input.schoolId,
    schoolName: input.schoolName,
    userName: input.userName,
    clientType: '1' as const,
    ...(input.allowContact && phone ? { phoneNumber: phone } : {}),
  };
}

/** Spec §8 upload results: 20000 success; 901100007 shows the server message; anything else shows details. */
export function uploadOutcome(result: { resultCode: number; message: string; details: string | null }): { ok: true } | { ok: false; message: string } {
  if (result.resultCode === 20000) return { ok: true };
  if (result.resultCode === 901100007) return { ok: false, message: result.message };
  return { ok: false, message: result.details ?? result.message };
}
