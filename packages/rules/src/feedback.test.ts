import { describe, expect, test } from 'vitest';
import { buildFeedbackPayload, normalizeDescription, uploadOutcome, validateFeedback } from './feedback.ts';

describe('feedback rules (spec §5)', () => {
  test('description: leading whitespace stripped, cut at 200', () => {
    expect(normalizeDescription('   \n hello ')).toBe('hello ');
    expect(normalizeDescription('x'.repeat(201))).toHaveLength(200);
  });
  test('validation: empty description asks for questions; a bad phone only matters when contact is allowed', () => {
    expect(validateFeedback({ type: 1, description: '   ', allowContact: false, phone: '' })).toEqual({ description: 'enter questions' });
    expect(validateFeedback({ type: 1, description: 'ok', allowContact: true, phone: '12800000001' })).toEqual({ phone: 'enter phone' });
    expect(validateFeedback({ type: 1, description: 'ok', allowContact: false, phone: '12800000001' })).toEqual({});
    expect(validateFeedback({ type: 1, description: 'ok', allowContact: true, phone: '' })).toEqual({});
  });
  test('payload: images joined by comma, client type 1, phone only when contact is allowed', () => {
    const base = { type: 1, description: '  Video stops', images: ['/a.png', '/b.png'], schoolId: '1000000000000000001', schoolName: 'Harbour', userName: '李明', phone: '13800000001' };
    expect(buildFeedbackPayload({ ...base, allowContact: true })).toEqual({ feedbackType: 1, feedbackContent: 'Video stops', picUrl: '/a.png,/b.png', allowContact: 1, tenantId: '1000000000000000001', schoolName: 'Harbour', userName: '李明', clientType: '1', phoneNumber: '13800000001' });
    expect(buildFeedbackPayload({ ...base, allowContact: false })).not.toHaveProperty('phoneNumber');
  });
  test('upload outcomes (spec §8)', () => {
    expect(uploadOutcome({ resultCode: 20000, message: 'OK', details: null })).toEqual({ ok: true });
    expect(uploadOutcome({ resultCode: 901100007, message: 'Only images', details: 'x' })).toEqual({ ok: false, message: 'Only images' });
    expect(uploadOutcome({ resultCode: 500, message: 'm', details: 'disk full' })).toEqual({ ok: false, message: 'disk full' });
  });
});
