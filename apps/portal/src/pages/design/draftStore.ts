import type { PageComposition } from '@academy/contract';

/**
 * The editor's copy of the page in this browser (localStorage), written on every change: nothing is lost on a
 * reload, a crash or a failed save, and the preview frame (same origin) renders exactly this.
 */
export type LocalDraft = { composition: PageComposition; /** Changes the server has not stored yet. */ unsaved: boolean };

const key = (schoolId: string) => `academy.design.${schoolId}`;

export function readLocalDraft(schoolId: string): LocalDraft | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key(schoolId)) ?? 'null');
    if (!value || typeof value !== 'object' || !('composition' in value)) return null;
    const draft = value as LocalDraft;
    return Array.isArray(draft.composition?.sections) ? draft : null;
  } catch {
    return null;
  }
}

export function writeLocalDraft(schoolId: string, draft: LocalDraft) {
  try {
    localStorage.setItem(key(schoolId), JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the editor keeps working, only the reload safety net is gone.
  }
}

/** Calls back when another document of this origin (the editor, for the preview frame) changes the draft. */
export function onLocalDraftChange(schoolId: string, callback: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === key(schoolId)) callback();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
