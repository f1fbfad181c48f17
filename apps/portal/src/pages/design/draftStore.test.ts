// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest';
import { onLocalDraftChange, readLocalDraft, writeLocalDraft } from './draftStore.ts';

const SCHOOL = '1000000000000000001';
afterEach(() => localStorage.clear());

describe('the browser copy of the page being decorated', () => {
  test('is read back as written, per school', () => {
    const draft = { composition: { sections: [{ id: 'navigation-1', type: 'navigation' as const, audience: 1 as const }] }, unsaved: true };
    writeLocalDraft(SCHOOL, draft);
    expect(readLocalDraft(SCHOOL)).toEqual(draft);
    expect(readLocalDraft('1000000000000000002')).toBeNull();
  });

  test('anything unreadable counts as no copy, never as an error', () => {
    localStorage.setItem(`academy.design.${SCHOOL}`, '{not json');
    expect(readLocalDraft(SCHOOL)).toBeNull();
    localStorage.setItem(`academy.design.${SCHOOL}`, JSON.stringify({ composition: { sections: 'x' } }));
    expect(readLocalDraft(SCHOOL)).toBeNull();
  });

  test('other documents hear of changes to this school only', () => {
    const callback = vi.fn();
    const stop = onLocalDraftChange(SCHOOL, callback);
    window.dispatchEvent(new StorageEvent('storage', { key: `academy.design.${SCHOOL}` }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'academy.design.1000000000000000002' }));
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: `academy.design.${SCHOOL}` }));
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
