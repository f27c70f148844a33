const RUBLES = new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB' });

/**
 * docs/product/constants.md "prices in RUB": 1500 → '1 500,00 ₽' (the spaces are the no-break ones Intl puts there).
 * Accepts the API's number or a decimal string; '' for nothing or garbage.
 */
export function formatPrice(value: number | string | null | undefined): string {
  if (value == null || value === '') return '';
  const amount = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(amount) ? RUBLES.format(amount) : '';
}
