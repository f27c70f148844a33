import { ServerDownload } from '../ServerDownload';
import { failing, makeHttp, makeNotifier, type Route } from './fakes';

function setup(route: Route = () => new Blob(['xlsx'])) {
  const fake = makeHttp({ 'DOWNLOAD difficulty/export.xlsx': route });
  const notify = makeNotifier();
  const saveFile = jest.fn();
  const exporter = new ServerDownload({ http: fake.http, notify, saveFile }, 'Не удалось скачать файл');
  return { exporter, fake, notify, saveFile };
}

describe('ServerDownload', () => {
  it('when the API answers, then the file is saved as .xlsx with the filters sent', async () => {
    const { exporter, fake, saveFile } = setup();
    await expect(exporter.excel('difficulty/export.xlsx', { archived: 1 }, 'Архив трудностей')).resolves.toBe(true);
    expect(fake.calls).toEqual([{ method: 'DOWNLOAD', path: 'difficulty/export.xlsx', arg: { archived: 1 } }]);
    expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), 'Архив трудностей.xlsx');
    expect(exporter.busy).toBe(false);
  });

  it('when a download is on its way, then a second click sends nothing', async () => {
    const { exporter, fake } = setup();
    const first = exporter.excel('difficulty/export.xlsx', {}, 'Трудности');
    expect(exporter.busy).toBe(true);
    await expect(exporter.excel('difficulty/export.xlsx', {}, 'Трудности')).resolves.toBe(false);
    await first;
    expect(fake.calls).toHaveLength(1);
  });

  it('when a file is asked for by its own name, then it is saved under that name, no .xlsx added', async () => {
    const fake = makeHttp({ 'DOWNLOAD feedback/3/attachment': () => new Blob(['pdf']) });
    const saveFile = jest.fn();
    const files = new ServerDownload({ http: fake.http, notify: makeNotifier(), saveFile }, 'Не удалось скачать файл');
    await expect(files.file('feedback/3/attachment', 'справка.pdf')).resolves.toBe(true);
    expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), 'справка.pdf');
  });

  it('when the download fails, then the server reason as a toast, else the screen text', async () => {
    const { exporter, notify, saveFile } = setup(failing(500));
    await expect(exporter.excel('difficulty/export.xlsx', {}, 'Трудности')).resolves.toBe(false);
    expect(notify.error).toHaveBeenCalledWith('Не удалось скачать файл');
    expect(saveFile).not.toHaveBeenCalled();
    expect(exporter.busy).toBe(false);
  });
});
