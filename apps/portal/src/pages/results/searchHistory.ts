/**
 * A visitor's recent searches in a school, kept in this browser only (issue 32): nobody else sees them, and
 * clearing them needs no server. A signed-in user's are kept by the server (GET …/search/history), per user.
 * Newest first, each keyword once.
 */
const KEEP = 10;
const key = (schoolId: string) => `academy.searches.${schoolId}`;

export function readLocalSearches(schoolId: string): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key(schoolId)) ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '').slice(0, KEEP) : [];
  } catch {
    return [];
  }
}

export function rememberLocalSearch(schoolId: string, keyword: string) {
  const term = keyword.trim();
  if (!term) return;
  try {
    localStorage.setItem(key(schoolId), JSON.stringify([term, ...readLocalSearches(schoolId).filter((item) => item !== term)].slice(0, KEEP)));
  } catch {
    // Storage full or blocked: the search works, it is only not remembered.
  }
}

export function clearLocalSearches(schoolId: string) {
  try {
    localStorage.removeItem(key(schoolId));
  } catch {
    // Blocked storage holds nothing to clear.
  }
}
