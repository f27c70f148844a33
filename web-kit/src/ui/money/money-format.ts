import { PAY_RATE_KIND_LABELS, type BalanceItem, type SalaryOccurrence } from '@diary/common/schemas/money';
import { formatPrice } from '@diary/common/format/money';
import { MONEY_TEXTS } from './money-texts';

/** An occurrence's rate as the API chose it: '500,00 ₽ за занятие'; 'Ставка не задана' without one. */
export function payRateText(rate: SalaryOccurrence['rate']): string {
  if (!rate) return MONEY_TEXTS.noRate;
  return `${formatPrice(rate.amount)} ${PAY_RATE_KIND_LABELS[rate.kind].toLowerCase()}`;
}

/** 'Долг: 1 750,00 ₽' below zero, 'Баланс: 250,00 ₽' otherwise. */
export function balanceText(balance: number): string {
  return balance < 0 ? `${MONEY_TEXTS.debt}: ${formatPrice(-balance)}` : `${MONEY_TEXTS.balance}: ${formatPrice(balance)}`;
}

/** A payment adds, a charge takes away: '+1 000,00 ₽', '−500,00 ₽' (the minus sign, not a hyphen). */
export function signedAmount(item: Pick<BalanceItem, 'kind' | 'amount'>): string {
  return `${item.kind === 'payment' ? '+' : '\u2212'}${formatPrice(Math.abs(item.amount))}`;
}

/**
 * An amount typed the Russian way, as the money schemas read it: '1 750,5' → '1750.5' (spaces of any
 * kind dropped, the decimal comma a point). The schemas then refuse what is not an amount.
 */
export function rublesInput(typed: string): string {
  return typed.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
}
