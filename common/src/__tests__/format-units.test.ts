import { formatDuration, formatPrice } from '../format';

/** Intl separates thousands and the sign with no-break spaces: compare on plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatDuration (docs/product/constants.md: hours and minutes)', () => {
  it('shows hours and minutes, dropping the part that is zero', () => {
    expect(formatDuration(90)).toBe('1 ч 30 мин');
    expect(formatDuration(45)).toBe('45 мин');
    expect(formatDuration(120)).toBe('2 ч');
    expect(formatDuration(605)).toBe('10 ч 5 мин');
    expect(formatDuration(0)).toBe('0 мин');
  });

  it('shows nothing for a missing value', () => {
    expect(formatDuration(null)).toBe('');
    expect(formatDuration(undefined)).toBe('');
    expect(formatDuration(Number.NaN)).toBe('');
  });
});

describe('formatPrice (docs/product/constants.md: prices in RUB)', () => {
  it('formats roubles the Russian way', () => {
    expect(plain(formatPrice(1500))).toBe('1 500,00 ₽');
    expect(plain(formatPrice(1499.9))).toBe('1 499,90 ₽');
    expect(plain(formatPrice('250.5'))).toBe('250,50 ₽');
  });

  it('shows nothing for a missing or broken value', () => {
    expect(formatPrice(null)).toBe('');
    expect(formatPrice('')).toBe('');
    expect(formatPrice('abc')).toBe('');
  });
});
