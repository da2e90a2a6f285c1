/**
 * Writes `text` to the clipboard. Rejects where the Clipboard API is missing (plain http, an old
 * browser) or refused (no permission, the page not focused), so the caller can show its error state.
 */
export async function copyToClipboard(text: string): Promise<void> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (!clipboard?.writeText) throw new Error('Clipboard API unavailable');
  await clipboard.writeText(text);
}
