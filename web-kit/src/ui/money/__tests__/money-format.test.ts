import { balanceText, payRateText, rublesInput, signedAmount } from '../money-format';

/** A text as a person reads it: the no-break spaces of '1 750,00 ₽' as spaces. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('the money screens’ texts', () => {
  it('shows the rate the API chose, or says there is none', () => {
    expect(plain(payRateText({ kind: 'lesson', amount: 1750 }))).toBe('1 750,00 ₽ за занятие');
    expect(plain(payRateText({ kind: 'student', amount: 350.5 }))).toBe('350,50 ₽ за ученика');
    expect(plain(payRateText({ kind: 'hour', amount: 0.1 }))).toBe('0,10 ₽ за час');
    expect(payRateText(null)).toBe('Ставка не задана');
  });

  it("says 'Долг' below zero and 'Баланс' otherwise", () => {
    expect(plain(balanceText(-1750))).toBe('Долг: 1 750,00 ₽');
    expect(plain(balanceText(250.5))).toBe('Баланс: 250,50 ₽');
    expect(plain(balanceText(0))).toBe('Баланс: 0,00 ₽');
  });

  it('signs a payment with + and a charge with the minus sign', () => {
    expect(plain(signedAmount({ kind: 'payment', amount: 1000 }))).toBe('+1 000,00 ₽');
    expect(plain(signedAmount({ kind: 'charge', amount: 1500 }))).toBe('\u22121 500,00 ₽');
  });

  it('reads an amount typed the Russian way as the schemas do', () => {
    expect(rublesInput('1 750,5')).toBe('1750.5');
    expect(rublesInput('1\u00a0750,50')).toBe('1750.50');
    expect(rublesInput(' 12.3 ')).toBe('12.3');
  });
});
