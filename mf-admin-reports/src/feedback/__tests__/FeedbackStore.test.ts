import { FeedbackStore } from '../FeedbackStore';
import {
  failing,
  makeFeedback,
  makeNotifier,
  makeStaffHttp,
  makeViewer,
  pagedRecords,
  settle,
  yes,
} from '../../record-screens/__tests__/fakes';

function setup(routes = {}) {
  const withFile = makeFeedback({ id: 1 });
  const without = makeFeedback({ id: 2, attachment: null });
  const old = makeFeedback({ id: 3, isArchived: true });
  const fake = makeStaffHttp({ 'GET feedback': pagedRecords(() => [withFile, without, old]), ...routes });
  const notify = makeNotifier();
  const saveFile = jest.fn();
  const store = new FeedbackStore({ http: fake.http, viewer: makeViewer('MODERATOR'), notify, saveFile });
  return { store, fake, notify, saveFile, withFile, without, old };
}

describe('FeedbackStore', () => {
  it('loads a page of the active feedback, newest first; the archive is asked for anew', async () => {
    const { store, fake } = setup();
    await store.load();
    expect(fake.calls[0]).toEqual({
      method: 'GET',
      path: 'feedback',
      arg: { page: 1, limit: 100, sort: 'createdAt', order: 'desc', archived: undefined },
    });
    expect(store.list.items.map((f) => f.id)).toEqual([1, 2]);
    store.setView('archived');
    await settle();
    expect(fake.calls.at(-1)!.arg).toMatchObject({ page: 1, archived: true });
    expect(store.list.items.map((f) => f.id)).toEqual([3]);
  });

  it('keeps its view and page in the address under names of its own, beside the complaints’ (`feedbackPage`)', () => {
    const { store } = setup();
    expect(Object.values(store.url.params).map((param) => param.key)).toEqual([
      'feedbackView',
      'feedbackPage',
      'feedbackSize',
      'feedbackSort',
    ]);
  });

  it('when the file is opened, then it is downloaded and saved under its original name', async () => {
    const blob = new Blob(['%PDF']);
    const { store, saveFile, withFile, without } = setup({ 'DOWNLOAD feedback/1/attachment': () => blob });
    expect(await store.download(withFile)).toBe(true);
    expect(saveFile).toHaveBeenCalledWith(blob, 'справка.pdf');
    expect(await store.download(without)).toBe(false);
  });

  it('when the download fails, then the server message or the screen text', async () => {
    const { store, notify, withFile } = setup({ 'DOWNLOAD feedback/1/attachment': failing(404, 'Файл не найден', 'NOT_FOUND') });
    expect(await store.download(withFile)).toBe(false);
    expect(notify.error).toHaveBeenCalledWith('Файл не найден');
    expect(store.downloading).toBeNull();
  });

  it('archives and restores', async () => {
    const { store, notify, withFile } = setup({
      'PATCH feedback/1/archive': () => {
        withFile.isArchived = true;
        return withFile;
      },
      'PATCH feedback/1/unarchive': () => ({}),
    });
    await store.load();
    expect(await store.archive(withFile, yes)).toBe(true);
    expect(store.list.items.map((f) => f.id)).toEqual([2]);
    store.setView('archived');
    await settle();
    expect(await store.restore(store.list.items[0]!)).toBe(true);
    expect(notify.success.mock.calls.map((c) => c[0])).toEqual([
      'Обратная связь перемещена в архив',
      'Обратная связь восстановлена из архива',
    ]);
  });
});
