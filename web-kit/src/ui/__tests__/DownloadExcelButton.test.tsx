import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError } from 'mf_auth/session';
import { AppProviders } from '../AppProviders';
import { DownloadExcelButton } from '../DownloadExcelButton';

const createObjectURL = jest.fn((_blob: Blob) => 'blob:export');
const clicked: string[] = [];

beforeAll(() => {
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.download);
  });
});

beforeEach(() => {
  createObjectURL.mockClear();
  clicked.length = 0;
});

function renderButton(getFile: () => Promise<Blob>) {
  render(
    <AppProviders>
      <DownloadExcelButton getFile={getFile} fileName="Журнал посещаемости" />
    </AppProviders>,
  );
  return screen.getByRole('button', { name: 'Скачать в Excel' });
}

describe('DownloadExcelButton with a file the API builds', () => {
  it('when clicked, then the file is fetched once and saved as <name>.xlsx; the button waits meanwhile', async () => {
    let answer!: (blob: Blob) => void;
    const getFile = jest.fn(() => new Promise<Blob>((resolve) => (answer = resolve)));
    const button = renderButton(getFile);
    fireEvent.click(button);
    expect(getFile).toHaveBeenCalledTimes(1);
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    const blob = new Blob(['xlsx']);
    answer(blob);
    await waitFor(() => expect(clicked).toEqual(['Журнал посещаемости.xlsx']));
    expect(createObjectURL).toHaveBeenCalledWith(blob);
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });

  it('when the API refuses, then its message is the toast and nothing is saved', async () => {
    const button = renderButton(() =>
      Promise.reject(new ApiError(400, { message: 'Выгрузка журнала — не больше 93 дней', code: 'VALIDATION' })),
    );
    fireEvent.click(button);
    expect(await screen.findByText('Выгрузка журнала — не больше 93 дней')).toBeTruthy();
    expect(clicked).toEqual([]);
  });
});
