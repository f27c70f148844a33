import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { DateFieldProps } from '../../DateField';
import { deferred } from '../../../testing';

// the pickers' code, as the field asks for it: held until the test lets it come
const pickers = deferred<ComponentType<DateFieldProps>>();
const mockLoad = jest.fn(() => pickers.promise);
jest.mock('../../lazy-screen', () => ({ onDemand: () => ({ value: undefined, load: () => mockLoad() }) }));

import { LessonDateField } from '../LessonDateField';

/** The kit's DateField as far as the hand-over goes: a group of sections that take the focus. */
function FakeDateField({ label, value }: DateFieldProps) {
  return (
    <div role="group" aria-label={label} data-value={value}>
      <span role="spinbutton" aria-label="День" tabIndex={0} />
    </div>
  );
}

describe('LessonDateField', () => {
  it("shows the date in a plain field without the pickers' code, loads it when focused, then hands the focus to the date field", async () => {
    render(<LessonDateField label="Дата урока" value="2025-03-14" onChange={() => undefined} required />);
    const plain = screen.getByRole('textbox', { name: /Дата урока/ });
    expect((plain as HTMLInputElement).value).toBe('14.03.2025');
    expect(mockLoad).not.toHaveBeenCalled();

    fireEvent.focus(plain);
    expect(mockLoad).toHaveBeenCalled();
    expect(screen.queryByRole('group')).toBeNull();

    await act(async () => pickers.resolve(FakeDateField));
    expect(screen.getByRole('group', { name: 'Дата урока' }).getAttribute('data-value')).toBe('2025-03-14');
    expect(document.activeElement).toBe(screen.getByRole('spinbutton', { name: 'День' }));
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
