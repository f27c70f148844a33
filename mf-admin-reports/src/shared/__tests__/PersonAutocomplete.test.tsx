import { fireEvent, render, screen } from '@testing-library/react';
import type { TextFieldProps } from '@mui/material';
import { AppProviders } from '@diary/web-kit';
import { PersonAutocomplete } from '../PersonAutocomplete';

const PEOPLE = [
  { id: 7, fullName: 'Учителева Анна' },
  { id: 8, fullName: 'Преподов Олег' },
];

function setup(value: number | null, input: TextFieldProps = { label: 'Учитель' }) {
  const onChange = jest.fn();
  render(
    <AppProviders>
      <PersonAutocomplete options={PEOPLE} value={value} onChange={onChange} input={input} />
    </AppProviders>,
  );
  return { onChange, input: screen.getByLabelText(/^Учитель/) as HTMLInputElement };
}

describe('PersonAutocomplete', () => {
  it('when a value is set, then it shows that person by name', () => {
    const { input } = setup(8);
    expect(input.value).toBe('Преподов Олег');
  });

  it('when the user types part of a name and picks the person, then it answers the id', async () => {
    const { input, onChange } = setup(null);
    fireEvent.change(input, { target: { value: 'Преп' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Преподов Олег' }));
    expect(onChange).toHaveBeenCalledWith(8);
  });

  it('when the field has an error, then the text field shows it under the input', () => {
    const { input } = setup(null, { label: 'Учитель', name: 'teacher', required: true, error: true, helperText: 'Выберите учителя' });
    expect(input.name).toBe('teacher');
    expect(input.required).toBe(true);
    expect(screen.getByText('Выберите учителя')).toBeTruthy();
  });
});
