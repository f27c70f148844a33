import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';

/** A text as a person reads it: the no-break spaces of '1 750,00 ₽' as spaces. */
export const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

/** The cells of a table's rows, the header's left out, as a person reads them; the page's rows without a table. */
export function rowTexts(table?: HTMLElement): string[][] {
  const rows = table ? within(table).getAllByRole('row') : screen.getAllByRole('row');
  return rows.slice(1).map((row) =>
    within(row)
      .getAllByRole('gridcell')
      .map((cell) => plain(cell.textContent)),
  );
}

/** The address's query where a test can read it (`shownAddress()`): render it inside the router. */
export function ShownAddress() {
  return <p data-testid="address">{useLocation().search}</p>;
}

/** What ShownAddress shows: '?month=2026-10', '' for the bare path. */
export const shownAddress = () => screen.getByTestId('address').textContent;
