/**
 * Puts text on the clipboard: navigator.clipboard where the page may use it (https, localhost),
 * otherwise the older copy command on a selected field (a portal opened over plain http).
 */
export async function copyText(text: string, field?: HTMLInputElement | null): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // refused (no permission, not focused): try the copy command below
    }
  }
  if (field) {
    field.select();
    if (document.execCommand?.('copy')) return;
  }
  throw new Error('clipboard unavailable');
}
