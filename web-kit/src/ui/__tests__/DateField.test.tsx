import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import { shownDate, typeDate } from '@diary/web-kit/testing';
import { DateField } from '../DateField';

function Form({ initial = '', changed = jest.fn(), error }: { initial?: string; changed?: (value: string) => void; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      label="Дата урока"
      name="lessonDate"
      required
      value={value}
      onChange={(e) => {
        changed(e.target.value);
        setValue(e.target.value);
      }}
      error={Boolean(error)}
      helperText={error}
    />
  );
}

describe('DateField', () => {
  it('when the value is a YYYY-MM-DD date, then it shows дд.мм.гггг in Russian sections', () => {
    render(<Form initial="2025-03-14" />);

    expect(shownDate('Дата урока')).toBe('14.03.2025');
    expect(screen.getByRole('spinbutton', { name: 'День' }).textContent).toBe('14');
    expect(screen.getByRole('spinbutton', { name: 'Месяц' }).getAttribute('aria-valuetext')).toBe('март');
  });

  it('when empty, then it shows the Russian placeholder ДД.ММ.ГГГГ, whatever the browser’s language', () => {
    render(<Form />);

    expect(screen.getByRole('group', { name: /Дата урока/ }).textContent).toContain('ДД.ММ.ГГГГ');
    expect(shownDate('Дата урока')).toBe('');
  });

  it('when дд.мм.гггг is typed, then the form gets YYYY-MM-DD', () => {
    const changed = jest.fn();
    render(<Form changed={changed} />);

    typeDate('Дата урока', '25.11.2026');

    expect(changed).toHaveBeenLastCalledWith('2026-11-25');
    expect(shownDate('Дата урока')).toBe('25.11.2026');
  });

  it('when a year is typed digit by digit, then the years on the way (0002, 0020, 0202) are not dates the form gets', () => {
    const changed = jest.fn();
    render(<Form initial="2025-03-14" changed={changed} />);

    typeDate('Дата урока', '03.12.0002');
    expect(changed).toHaveBeenLastCalledWith('');
    typeDate('Дата урока', '03.12.2026');
    expect(changed).toHaveBeenLastCalledWith('2026-12-03');
  });

  it('when the date is not a real one, then the form gets empty', () => {
    const changed = jest.fn();
    render(<Form initial="2025-03-14" changed={changed} />);

    typeDate('Дата урока', '31.02.2026');

    expect(changed).toHaveBeenLastCalledWith('');
  });

  it('when the field is cleared, then the form gets empty', () => {
    const changed = jest.fn();
    render(<Form initial="2025-03-14" changed={changed} />);

    typeDate('Дата урока', '');

    expect(changed).toHaveBeenLastCalledWith('');
    expect(shownDate('Дата урока')).toBe('');
  });

  it('when the form has an error for it, then the field shows it and keeps its name for the form', () => {
    const { container } = render(<Form error="Выберите дату урока" />);

    expect(screen.getByText('Выберите дату урока')).toBeTruthy();
    expect(screen.getByRole('group', { name: /Дата урока/ }).getAttribute('aria-invalid')).toBe('true');
    expect(container.querySelector('input[name="lessonDate"]')).not.toBeNull();
  });
});
