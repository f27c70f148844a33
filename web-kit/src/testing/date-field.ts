import { fireEvent, screen } from '@testing-library/react';

/**
 * Types into the DateField labelled `label` what a person types, 'дд.мм.гггг' ('' clears it):
 * through the field's hidden input, as autofill and Playwright's fill do.
 */
export function typeDate(label: string | RegExp, text: string): void {
  const input = screen.getByRole('group', { name: label }).querySelector('input');
  if (!input) throw new Error(`no date field labelled ${String(label)}`);
  fireEvent.change(input, { target: { value: text } });
}

/** What the DateField labelled `label` shows, 'дд.мм.гггг', or '' when empty. */
export function shownDate(label: string | RegExp): string {
  return screen.getByRole('group', { name: label }).querySelector('input')?.value ?? '';
}
