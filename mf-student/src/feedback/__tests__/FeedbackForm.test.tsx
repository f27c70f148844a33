import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AppProviders } from '@diary/web-kit';
import { ApiError } from 'mf_auth/session';
import { FeedbackForm } from '../FeedbackForm';
import { fileError, validateFeedback } from '../feedback-model';

const user = { id: 21, first_name: 'Пётр', second_name: 'Ученов', last_name: 'Петрович' };

function pdf(size = 100, name = 'справка.pdf', type = 'application/pdf') {
  const file = new File(['%PDF-1.4'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('feedback model (docs/product/rules.md "Feedback form")', () => {
  it('every field but the file is required', () => {
    expect(validateFeedback({ surname: ' ', studentId: null, note: '', file: null })).toEqual({
      ok: false,
      errors: { surname: 'Укажите вашу фамилию', studentId: 'Выберите ученика!', note: 'Напишите обратную связь' },
    });
  });

  it('refuses files over 10 MB and of other types', () => {
    expect(fileError(pdf(10 * 1024 * 1024))).toBeUndefined();
    expect(fileError(pdf(10 * 1024 * 1024 + 1))).toBe('Файл больше 10 МБ');
    expect(fileError(pdf(10, 'virus.exe', 'application/x-msdownload'))).toBe('Недопустимый тип файла');
    expect(fileError(pdf(10, 'photo.png', 'application/pdf'))).toBe('Недопустимый тип файла');
    expect(fileError(pdf(10, 'Отчёт.DOCX', ''))).toBeUndefined();
  });

  it('the FormData holds surname, studentId, note and the file', () => {
    const file = pdf();
    const result = validateFeedback({ surname: ' Ученов ', studentId: 21, note: ' Спасибо ', file });
    if (!result.ok) throw new Error('invalid');
    expect(result.form.get('surname')).toBe('Ученов');
    expect(result.form.get('studentId')).toBe('21');
    expect(result.form.get('note')).toBe('Спасибо');
    expect((result.form.get('file') as File).name).toBe('справка.pdf');
    const withoutFile = validateFeedback({ surname: 'У', studentId: 21, note: 'Н', file: null });
    expect(withoutFile.ok && withoutFile.form.has('file')).toBe(false);
  });
});

function renderForm(upload: jest.Mock) {
  render(
    <AppProviders>
      <FeedbackForm http={{ upload }} user={user} />
    </AppProviders>,
  );
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const note = () => screen.getByRole('textbox', { name: /^Обратная связь/ }) as HTMLTextAreaElement;

describe('FeedbackForm', () => {
  it('sends the multipart form with the chosen file, says so and resets', async () => {
    const upload = jest.fn(async () => ({ id: 1 }));
    renderForm(upload);
    expect(screen.getByRole('heading', { level: 1, name: 'Обратная связь' })).toBeTruthy();
    fireEvent.change(field(/^Ваша фамилия/), { target: { value: 'Ученова' } });
    fireEvent.change(note(), { target: { value: 'Больше практики, пожалуйста' } });
    fireEvent.change(screen.getByLabelText('Прикрепить файл'), { target: { files: [pdf(2048)] } });
    expect(screen.getByText('справка.pdf (2,0 КБ)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Успешно отправлено')).toBeTruthy();
    const [path, form] = upload.mock.calls[0] as unknown as [string, FormData];
    expect(path).toBe('feedback');
    expect([...form.keys()]).toEqual(['surname', 'studentId', 'note', 'file']);
    expect(form.get('studentId')).toBe('21');
    expect(field(/^Ваша фамилия/).value).toBe('');
    expect(note().value).toBe('');
    expect(screen.queryByText(/справка\.pdf/)).toBeNull();
  });

  it('the only student is the one signed in, chosen already; required fields are checked before sending', async () => {
    const upload = jest.fn();
    renderForm(upload);
    expect(screen.getByRole('combobox', { name: /Ученик/ }).textContent).toBe('Ученов Пётр Петрович');
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Укажите вашу фамилию')).toBeTruthy();
    expect(screen.getByText('Напишите обратную связь')).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses a file over 10 MB at once', () => {
    renderForm(jest.fn());
    fireEvent.change(screen.getByLabelText('Прикрепить файл'), { target: { files: [pdf(11 * 1024 * 1024)] } });
    expect(screen.getByRole('alert').textContent).toBe('Файл больше 10 МБ');
    expect(screen.queryByText(/справка\.pdf/)).toBeNull();
  });

  it('shows the server message, or the default error, when sending fails', async () => {
    const upload = jest
      .fn()
      .mockRejectedValueOnce(new ApiError(400, { message: 'Недопустимый тип файла' }))
      .mockRejectedValueOnce(new Error('network'));
    renderForm(upload);
    fireEvent.change(field(/^Ваша фамилия/), { target: { value: 'Ученова' } });
    fireEvent.change(note(), { target: { value: 'Текст' } });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Недопустимый тип файла')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(screen.getByText('Произошла ошибка!')).toBeTruthy());
    expect(field(/^Ваша фамилия/).value).toBe('Ученова');
  });
});
