/**
 * MUI's buildFormatNumber, with its Intl.NumberFormat made on the first number it formats. MUI's own
 * makes it as its module is imported (the Russian locale does, and TablePagination), and a page's
 * first Intl object loads the browser's locale data: about 80 ms of a phone's CPU on a first screen
 * that formats no number.
 */
export default function buildFormatNumber(locale) {
  let formatter;
  return (value) => {
    if (!Number.isFinite(value)) return String(value);
    formatter ??= new Intl.NumberFormat(locale);
    return formatter.format(value);
  };
}
