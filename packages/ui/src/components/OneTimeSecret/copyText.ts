/**
 * Copies text to the clipboard. Where the browser refuses (no permission, an insecure origin, an old browser), the
 * text in `field` is selected instead — the older copy command is tried on it — so the reader copies it by keyboard.
 */
export async function copyText(text: string, field: HTMLInputElement | null): Promise<'copied' | 'selected' | null> {
  try {
    if (!navigator.clipboard) throw new Error('no clipboard');
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch {
    if (!field) return null;
    field.focus();
    field.select();
    try {
      // Deprecated but still the only way without the asynchronous clipboard; it may do nothing, which is fine.
      if (document.execCommand('copy')) return 'copied';
    } catch {
      // Refused: the text stays selected.
    }
    return 'selected';
  }
}
