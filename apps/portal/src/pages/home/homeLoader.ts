import type { LoaderFunctionArgs } from 'react-router';
import { ApiError } from '@academy/api-client';
import { api } from '../../app/api.ts';
import { loadSections } from './sections.ts';
import { isDraftPreview } from '@academy/rules';
import { readLocalDraft } from '../design/draftStore.ts';

// The home page's data, apart from its component (HomePage.tsx): the route table loads this with the entry, so the
// page composition is asked for as the router starts, in parallel with the layout's requests and the page's chunks.
export async function loader({ params, request }: LoaderFunctionArgs) {
  const schoolId = params.schoolId!;
  // The decoration editor's preview frame shows the draft being edited in this browser, not the released page.
  const draft = isDraftPreview(new URL(request.url).search) ? readLocalDraft(schoolId) : null;
  if (draft) return { schoolId, sections: await loadSections(schoolId, draft.composition) };
  // Spec §4: the server says which pages call this school uses (white list or main switch); v2 if it cannot say.
  const { version } = await api.pagesVersion({ query: { schoolId } }).catch(() => ({ version: 2 }));
  const readPage = version === 1 ? api.pages : api.pagesV2;
  const page = await readPage({ query: { schoolId } }).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  });
  return { schoolId, sections: page ? await loadSections(schoolId, page.composition) : [] };
}

export type HomeData = Awaited<ReturnType<typeof loader>>;
