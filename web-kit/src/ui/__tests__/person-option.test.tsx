import { fireEvent, render, screen, within } from '@testing-library/react';
import { Autocomplete, TextField } from '@mui/material';
import { renderPersonOption } from '../person-option';

const namesakes = [
  { id: 1, fullName: 'Иванов Иван' },
  { id: 2, fullName: 'Иванов Иван' },
];

describe('renderPersonOption', () => {
  it('when two people share a full name, then both are offered and React sees no repeated key', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Autocomplete
        options={namesakes}
        getOptionLabel={(o) => o.fullName}
        renderOption={renderPersonOption}
        renderInput={(params) => <TextField {...params} label="Ученик" />}
      />,
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Ученик' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Иванов Иван', 'Иванов Иван']);
    expect(consoleError.mock.calls.some((args) => String(args[0]).includes('same key'))).toBe(false);
    consoleError.mockRestore();
  });
});
