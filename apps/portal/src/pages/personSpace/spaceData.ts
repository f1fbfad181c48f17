import type { LoaderFunctionArgs } from 'react-router';
import type { Endpoints, ResponseOf } from '@academy/contract';
import { pageNumberFrom } from '@academy/rules';
import { api } from '../../app/api.ts';

export type PersonDetails = ResponseOf<Endpoints['personDetails']>;
export type SpaceTab = 'dynamics' | 'works' | 'learningProcess' | 'fan' | 'follow';
export type SpacePart = keyof PersonDetails['visible'];
export const TABS: readonly SpaceTab[] = ['dynamics', 'works', 'learningProcess', 'fan', 'follow'];
/** Which privacy choice covers each tab. */
export const PART_OF: Record<SpaceTab, SpacePart> = { dynamics: 'dynamics', works: 'works', learningProcess: 'learning', fan: 'follows', follow: 'follows' };
export const PAGE_SIZE = 20;

/** A list's state: its page, hidden by the owner's choices, or failed. */
export type ListState<T> = { status: 'ok'; page: { total: number; pageNumber: number; list: T[] } } | { status: 'hidden' } | { status: 'failed' };
export type SpaceData<T> = {
  schoolId: string;
  userId: string | null;
  tab: SpaceTab;
  /** null when the space could not be opened: `problem` says why. */
  details: PersonDetails | null;
  problem: 'notFound' | 'forbidden' | 'failed' | null;
  list: ListState<T> | null;
};

const statusOf = (error: unknown) => (error as { status?: number } | null)?.status;

/** The space header and one page of the tab's list; a part the owner hides is not asked for. */
export async function spaceLoader<T>({ params, request }: LoaderFunctionArgs, tab: SpaceTab, load: (query: { schoolId: string; userId?: string; pageNumber: number; pageSize: number }, url: URL) => Promise<{ total: number; pageNumber: number; list: T[] }>): Promise<SpaceData<T>> {
  const schoolId = params.schoolId!;
  const url = new URL(request.url);
  const userId = url.searchParams.get('userId') || null;
  const pageNumber = pageNumberFrom(url.searchParams.get('page'));
  const query = { schoolId, ...(userId ? { userId } : {}) };
  const base = { schoolId, userId, tab };
  let details: PersonDetails;
  try {
    details = await api.personDetails({ query });
  } catch (error) {
    const status = statusOf(error);
    return { ...base, details: null, problem: status === 404 ? 'notFound' : status === 403 ? 'forbidden' : 'failed', list: null };
  }
  if (!details.visible[PART_OF[tab]]) return { ...base, details, problem: null, list: { status: 'hidden' } };
  try {
    const page = await load({ ...query, pageNumber, pageSize: PAGE_SIZE }, url);
    return { ...base, details, problem: null, list: { status: 'ok', page } };
  } catch (error) {
    return { ...base, details, problem: null, list: statusOf(error) === 403 ? { status: 'hidden' } : { status: 'failed' } };
  }
}

/** The address of a tab of someone's space (no userId: the caller's own). */
export function spaceHref(schoolId: string, tab: SpaceTab, userId?: string | null): string {
  return `/portal/${schoolId}/person-space/${tab}${userId ? `?${new URLSearchParams({ userId })}` : ''}`;
}
