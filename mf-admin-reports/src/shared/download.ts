import type { WriteClipboard } from './reports-deps';

export { saveBlob, xlsxName } from '@diary/web-kit';

/** The async clipboard API; rejects where it is missing (plain http, an old browser). */
export const writeClipboard: WriteClipboard = async (text) => {
  if (!navigator.clipboard?.writeText) throw new Error('Буфер обмена недоступен');
  await navigator.clipboard.writeText(text);
};
