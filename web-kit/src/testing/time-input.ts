import { fireEvent, screen } from '@testing-library/react';

const hiddenInputOf = (label: string | RegExp) => {
  const input = screen.getByRole('group', { name: label }).querySelector('input');
  if (!input) throw new Error(`no time input labelled ${String(label)}`);
  return input;
};

/**
 * Types into the TimeInput labelled `label` what a person types, 'чч:мм' ('' clears it): through the
 * field's hidden input, as autofill and Playwright's fill do.
 */
export function typeTime(label: string | RegExp, text: string): void {
  fireEvent.change(hiddenInputOf(label), { target: { value: text } });
}

/** What the TimeInput labelled `label` shows, 'чч:мм', or '' when empty. */
export function shownTime(label: string | RegExp): string {
  return hiddenInputOf(label).value;
}
