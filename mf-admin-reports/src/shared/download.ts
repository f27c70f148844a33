import type { SaveFile, WriteClipboard } from './reports-deps';

/** A browser download of a blob under a file name (an .xlsx export of the API). */
export const saveBlob: SaveFile = (blob, fileName) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // the download has started by now; give the browser a moment before the URL goes
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

/** The async clipboard API; rejects where it is missing (plain http, an old browser). */
export const writeClipboard: WriteClipboard = async (text) => {
  if (!navigator.clipboard?.writeText) throw new Error('Буфер обмена недоступен');
  await navigator.clipboard.writeText(text);
};

/** `<name>.xlsx` */
export const xlsxName = (name: string) => (name.endsWith('.xlsx') ? name : `${name}.xlsx`);
