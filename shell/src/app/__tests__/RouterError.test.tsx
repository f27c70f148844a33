import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { RouterError } from '../RouterError';

function Broken(): never {
  throw new Error('сломано');
}

function GoFine() {
  const navigate = useNavigate();
  return <button onClick={() => navigate('/fine')}>Дальше</button>;
}

describe('RouterError', () => {
  it('shows the fallback for a page that throws, and the next address renders anew', () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <GoFine />
        <RouterError>
          <Routes>
            <Route path="/broken" element={<Broken />} />
            <Route path="/fine" element={<p>Всё хорошо</p>} />
          </Routes>
        </RouterError>
      </MemoryRouter>,
    );
    expect(screen.getByText(/Что-то пошло не так/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'На страницу входа' }).getAttribute('href')).toBe('/');
    quiet.mockRestore();

    fireEvent.click(screen.getByRole('button', { name: 'Дальше' }));
    expect(screen.getByText('Всё хорошо')).toBeTruthy();
    expect(screen.queryByText(/Что-то пошло не так/)).toBeNull();
  });
});
