import { useCallback, useEffect, useReducer } from 'react';
import type { PageComposition } from '@academy/contract';
import { canRedo, canUndo, commit, createHistory, deepEqual, redo, undo, type History } from '@academy/rules';
import { writeLocalDraft } from './draftStore.ts';

type State = { history: History<PageComposition>; saved: PageComposition };
type Action = { type: 'change'; next: PageComposition } | { type: 'undo' } | { type: 'redo' } | { type: 'saved'; composition: PageComposition } | { type: 'reset'; composition: PageComposition };

function reduce(state: State, action: Action): State {
  switch (action.type) {
    case 'change':
      return { ...state, history: commit(state.history, action.next) };
    case 'undo':
      return { ...state, history: undo(state.history) };
    case 'redo':
      return { ...state, history: redo(state.history) };
    case 'saved':
      return { ...state, saved: action.composition };
    case 'reset':
      return { history: createHistory(action.composition), saved: action.composition };
  }
}

/**
 * The page being edited: an undo/redo history over compositions (rules from @academy/rules), the version the
 * server has, and the browser copy kept in step on every change.
 */
export function useEditor(schoolId: string, server: PageComposition, restored: PageComposition | null) {
  const [state, dispatch] = useReducer(reduce, null, () => ({ history: createHistory(restored ?? server), saved: server }));
  const composition = state.history.present;
  const unsaved = !deepEqual(composition, state.saved);

  useEffect(() => writeLocalDraft(schoolId, { composition, unsaved }), [schoolId, composition, unsaved]);

  return {
    composition,
    saved: state.saved,
    unsaved,
    canUndo: canUndo(state.history),
    canRedo: canRedo(state.history),
    change: useCallback((update: (current: PageComposition) => PageComposition) => dispatch({ type: 'change', next: update(composition) }), [composition]),
    undo: useCallback(() => dispatch({ type: 'undo' }), []),
    redo: useCallback(() => dispatch({ type: 'redo' }), []),
    markSaved: useCallback((saved: PageComposition) => dispatch({ type: 'saved', composition: saved }), []),
    reset: useCallback((to: PageComposition) => dispatch({ type: 'reset', composition: to }), []),
  };
}
