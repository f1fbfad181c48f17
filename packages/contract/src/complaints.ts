import { z } from './zod.ts';
import { Paging, SchoolId } from './common.ts';
import { endpoint } from './endpoint.ts';

/** Complaint reports (issue 22): a member reports a resource, a post or a user of the school; its administrators read them. */
const BASE = '/api/school/v1/complaints';
const SchoolQuery = z.object({ schoolId: SchoolId });

export const COMPLAINT_REASONS = ['spam', 'abuse', 'illegal', 'copyright', 'privacy', 'misleading', 'other'] as const;
export const ComplaintReason = z.enum(COMPLAINT_REASONS);
export const ComplaintTargetType = z.enum(['resource', 'post', 'user']);
export const COMPLAINT_LIMITS = { descriptionMax: 500, evidenceMax: 4 } as const;

const NoNul = (text: string) => !text.includes('\u0000');
export const ComplaintBody = z.object({
  targetType: ComplaintTargetType,
  targetId: z.string().trim().min(1, 'choose what you report').max(100),
  reason: ComplaintReason,
  description: z.string().trim().min(1, 'describe the problem').max(COMPLAINT_LIMITS.descriptionMax).refine(NoNul, 'must not contain the NUL character'),
  evidenceUrls: z.array(z.string().regex(/^\/static\/uploads\/[a-z0-9]+\.(png|jpeg|gif)$/, 'must be an image uploaded here')).max(COMPLAINT_LIMITS.evidenceMax, `at most ${COMPLAINT_LIMITS.evidenceMax} images`).default([]),
  allowContact: z.boolean().default(false),
});

export const ComplaintTarget = z.object({ type: ComplaintTargetType, id: z.string(), name: z.string(), nameEn: z.string().nullable() });
export const Complaint = z.object({
  id: z.string(),
  target: ComplaintTarget,
  reason: ComplaintReason,
  description: z.string(),
  evidenceUrls: z.array(z.string()),
  allowContact: z.boolean(),
  reporterName: z.string().nullable(),
  /** Only when the reporter allowed contact. */
  reporterContact: z.string().nullable(),
  status: z.literal('received'),
  createdAt: z.string(),
});

export const complaintEndpoints = {
  complaintTarget: endpoint({ tag: 'complaints', method: 'GET', path: `${BASE}/target`, summary: 'What is about to be reported, by name (a resource, post or user of the school)', access: 'member', query: SchoolQuery.extend({ type: ComplaintTargetType, id: z.string().trim().min(1).max(100) }), response: ComplaintTarget }),
  addComplaint: endpoint({ idempotent: true, tag: 'complaints', method: 'POST', path: BASE, summary: 'Report a resource, post or user: reason, description, up to 4 evidence images, contact permission', access: 'member', query: SchoolQuery, body: ComplaintBody, response: z.object({ id: z.string(), status: z.literal('received') }) }),
  complaints: endpoint({ tag: 'complaints', method: 'GET', path: BASE, summary: 'The school’s complaint reports, newest first (administrators)', access: 'admin', query: SchoolQuery.extend(Paging.shape), response: z.object({ total: z.number().int(), list: z.array(Complaint) }) }),
} as const;
