import { fireEvent, render, screen, within } from '@testing-library/react';
import { makeAchievement } from '../../shared/__tests__/fakes';
import { AchievementDetailsDialog, achievementDetails } from '../AchievementDetailsDialog';

describe('the archive details modal', () => {
  it('shows every field of the report, read-only', () => {
    const onClose = jest.fn();
    const achievement = makeAchievement({ lessonTheme: 'Законы Ньютона', notes: 'Повторить\nформулы', isArchived: true });
    render(<AchievementDetailsDialog achievement={achievement} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Отчет: Законы Ньютона' });
    const terms = within(dialog)
      .getAllByRole('term')
      .map((t) => t.textContent);
    const values = within(dialog)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(terms).toEqual([
      'Учитель',
      'Ученик',
      'Предмет',
      'Дата теста',
      'Тема',
      'Тип проверки',
      'Макс. балл',
      'Балл',
      'Комментарий',
      'Дата отправки',
      'В архиве',
    ]);
    expect(values).toEqual([
      'Учителева А.',
      'Ученов Пётр Петрович',
      'Физика',
      '14.03.2025',
      'Законы Ньютона',
      'Контрольная',
      '10',
      '7',
      'Повторить\nформулы',
      '15.03.2025',
      'Да',
    ]);
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('says an ungraded report was not graded and an empty comment is a dash', () => {
    const details = achievementDetails(makeAchievement({ points: null, maxPoints: null, summaryPoints: '', notes: null }));
    expect(details.find((d) => d.label === 'Балл')!.value).toBe('Не оценивался');
    expect(details.find((d) => d.label === 'Макс. балл')!.value).toBe('Не оценивался');
    expect(details.find((d) => d.label === 'Комментарий')!.value).toBe('—');
  });
});
