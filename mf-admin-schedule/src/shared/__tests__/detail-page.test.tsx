import { fireEvent, render, screen } from '@testing-library/react';
import { DetailHeader, DetailLoadState, LoadedSection } from '../detail-page';

describe('DetailLoadState', () => {
  it('spins while the record is on its way', () => {
    render(<DetailLoadState error={null} onRetry={jest.fn()} onBack={jest.fn()} />);
    expect(screen.getByRole('status').textContent).toBe('Загрузка...');
  });

  it("shows the error with 'Повторить' and 'Назад'", () => {
    const onRetry = jest.fn();
    const onBack = jest.fn();
    render(<DetailLoadState error="Класс не найден" onRetry={onRetry} onBack={onBack} />);
    expect(screen.getByText('Класс не найден')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    fireEvent.click(screen.getByRole('button', { name: 'Назад' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('DetailHeader', () => {
  it('heads the page with the name, its actions and details', () => {
    render(
      <DetailHeader title="5А" actions={<button>Редактировать</button>}>
        <p>Педагоги: Иванов</p>
      </DetailHeader>,
    );
    expect(screen.getByRole('heading', { level: 1, name: '5А' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Редактировать' })).toBeTruthy();
    expect(screen.getByText('Педагоги: Иванов')).toBeTruthy();
  });
});

describe('LoadedSection', () => {
  it('spins for the first load, then shows the content', () => {
    const { rerender } = render(
      <LoadedSection loading error={null} onRetry={jest.fn()}>
        <p>Занятия</p>
      </LoadedSection>,
    );
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByText('Занятия')).toBeNull();
    rerender(
      <LoadedSection loading={false} error={null} onRetry={jest.fn()}>
        <p>Занятия</p>
      </LoadedSection>,
    );
    expect(screen.getByText('Занятия')).toBeTruthy();
  });

  it("shows the error instead of the content, with 'Повторить'", () => {
    const onRetry = jest.fn();
    render(
      <LoadedSection loading={false} error="Ошибка загрузки расписания" onRetry={onRetry}>
        <p>Занятия</p>
      </LoadedSection>,
    );
    expect(screen.getByText('Ошибка загрузки расписания')).toBeTruthy();
    expect(screen.queryByText('Занятия')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
