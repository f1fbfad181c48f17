import { data } from 'react-router';
import { ApiError } from '@academy/api-client';
import type { O3Card } from '@academy/contract';
import { isSchoolId } from '@academy/rules';

/** A school that is not O3 has no O3 zone: the server answers 404 and the page is the 404 page. */
export function notO3(error: unknown): never {
  if (error instanceof ApiError && error.status === 404) throw data('Not found', { status: 404 });
  throw error;
}

export function o3SchoolId(value: string | undefined): string {
  if (!value || !isSchoolId(value)) throw data('Not found', { status: 404 });
  return value;
}

/** Cases from the demo cloud open on /democloud/…, every other card on /o3/… (spec §2). */
export function cardHref(card: Pick<O3Card, 'id' | 'schoolId' | 'source'>): string {
  return `/${card.source === 'democloud' ? 'democloud' : 'o3'}/${card.schoolId}/detail?${new URLSearchParams({ id: card.id })}`;
}

export const o3Home = (schoolId: string) => `/portal/${schoolId}/o3-school`;

// The library's O3 card names kinds and categories; the portal's filters and detail page use the same labels.
export { O3_CATEGORY_LABELS as CATEGORY_LABELS, O3_KIND_LABELS as KIND_LABELS } from '@academy/ui';
