import { useState } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { shownTime, typeTime } from '@diary/web-kit/testing';
import { TimeInput } from '../TimeInput';

function Form({
  initial = '',
  changed = jest.fn(),
  error,
  minutesStep,
}: {
  initial?: string;
  changed?: (value: string) => void;
  error?: string;
  minutesStep?: number;
}) {
  const [value, setValue] = useState(initial);
  return (
    <TimeInput
      label="Время начала"
      name="time_start"
      required
      value={value}
      minutesStep={minutesStep}
      onChange={(e) => {
        changed(e.target.value);
        setValue(e.target.value);
      }}
      error={Boolean(error)}
      helperText={error}
    />
  );
}

const section = (name: 'Часы' | 'Минуты') => screen.getByRole('spinbutton', { name });

/** Focuses a section and presses digit keys there, one by one, as the browser reports typing. */
function pressDigits(name: 'Часы' | 'Минуты', digits: string) {
  act(() => section(name).focus());
  for (const digit of digits) fireEvent.input(section(name), { target: { textContent: digit } });
}

describe('TimeInput', () => {
  const language = Object.getOwnPropertyDescriptor(Navigator.prototype, 'language');
  beforeAll(() => Object.defineProperty(Navigator.prototype, 'language', { configurable: true, get: () => 'en-US' }));
  afterAll(() => Object.defineProperty(Navigator.prototype, 'language', language!));

  it('in an English browser, an afternoon time shows in 24 hours: 14:30, no AM/PM', () => {
    expect(navigator.language).toBe('en-US');
    render(<Form initial="14:30" />);

    expect(shownTime('Время начала')).toBe('14:30');
    expect(section('Часы').textContent).toBe('14');
    expect(section('Минуты').textContent).toBe('30');
    expect(screen.queryByRole('spinbutton', { name: 'Меридием' })).toBeNull();
    expect(screen.getByRole('group', { name: /Время начала/ }).textContent).not.toMatch(/AM|PM/i);
  });

  it('when empty, then it shows the Russian placeholder чч:мм', () => {
    render(<Form />);

    expect(screen.getByRole('group', { name: /Время начала/ }).textContent).toContain('чч:мм');
    expect(shownTime('Время начала')).toBe('');
  });

  it('when a time is typed key by key, then the form gets HH:MM once the minutes are whole, and nothing before', () => {
    const changed = jest.fn();
    render(<Form changed={changed} />);

    pressDigits('Часы', '14');
    expect(changed).not.toHaveBeenCalledWith(expect.stringMatching(/\d/));
    pressDigits('Минуты', '30');

    expect(changed).toHaveBeenLastCalledWith('14:30');
    expect(shownTime('Время начала')).toBe('14:30');
  });

  it('when the arrow keys step a section, then the form gets the new time', () => {
    const changed = jest.fn();
    render(<Form initial="09:55" changed={changed} />);

    act(() => section('Минуты').focus());
    fireEvent.keyDown(section('Минуты'), { key: 'ArrowUp' });
    expect(changed).toHaveBeenLastCalledWith('09:56');
    act(() => section('Часы').focus());
    fireEvent.keyDown(section('Часы'), { key: 'ArrowDown' });
    expect(changed).toHaveBeenLastCalledWith('08:56');
  });

  it('when чч:мм is typed or filled in, then the form gets HH:MM; a time that is not one gives empty', () => {
    const changed = jest.fn();
    render(<Form initial="08:00" changed={changed} />);

    typeTime('Время начала', '18:05');
    expect(changed).toHaveBeenLastCalledWith('18:05');
    typeTime('Время начала', '25:00');
    expect(changed).toHaveBeenLastCalledWith('');
    typeTime('Время начала', '');
    expect(changed).toHaveBeenLastCalledWith('');
    expect(shownTime('Время начала')).toBe('');
  });

  it('the picker offers 24 hours and the minutes on the given step', () => {
    render(<Form initial="16:00" minutesStep={5} />);

    fireEvent.click(screen.getByRole('button', { name: /Выберите время/ }));

    const hours = within(screen.getByRole('listbox', { name: /Выберите часы|часы/i })).getAllByRole('option');
    expect(hours.map((option) => option.textContent)).toEqual(Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0')));
    const minutes = within(screen.getByRole('listbox', { name: /минуты/i })).getAllByRole('option');
    expect(minutes.map((option) => option.textContent)).toEqual(Array.from({ length: 12 }, (_, i) => String(i * 5).padStart(2, '0')));
  });

  it('when the form has an error for it, then the field shows it and keeps its name for the form', () => {
    const { container } = render(<Form error="Время начала обязательно" />);

    expect(screen.getByText('Время начала обязательно')).toBeTruthy();
    expect(screen.getByRole('group', { name: /Время начала/ }).getAttribute('aria-invalid')).toBe('true');
    expect(container.querySelector('input[name="time_start"]')).not.toBeNull();
  });
});
