/** A browser download of a blob under a file name (an .xlsx export the API built). */
export function saveBlob(blob: Blob, fileName: string): void {
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
}

/** `<name>.xlsx` */
export const xlsxName = (name: string) => (name.endsWith('.xlsx') ? name : `${name}.xlsx`);
