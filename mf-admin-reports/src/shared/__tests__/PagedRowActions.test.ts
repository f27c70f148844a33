import { RECORD_TEXTS } from '../reports-deps';
import { PagedRowActions } from '../PagedRowActions';
import { failing, makeHttp, makeNotifier, no, yes, type Route } from './fakes';

function setup(routes: Record<string, Route>) {
  const fake = makeHttp(routes);
  const notify = makeNotifier();
  const list = { drop: jest.fn() };
  const actions = new PagedRowActions({ http: fake.http, notify }, list, 'difficulty', RECORD_TEXTS);
  return { actions, fake, notify, list };
}

describe('PagedRowActions', () => {
  it('when the user agrees to archive, then PUT <resource>/:id, the row leaves the page and the toast says so', async () => {
    const { actions, fake, notify, list } = setup({ 'PUT difficulty/4': () => ({}) });
    await expect(actions.archive(4, yes)).resolves.toBe(true);
    expect(fake.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['PUT difficulty/4']);
    expect(list.drop).toHaveBeenCalledWith(4);
    expect(notify.success).toHaveBeenCalledWith(RECORD_TEXTS.archived);
  });

  it('when the user declines the delete, then nothing is sent', async () => {
    const { actions, fake } = setup({});
    await expect(actions.remove(4, no)).resolves.toBe(false);
    expect(fake.calls).toEqual([]);
  });

  it('when the delete fails, then the failure toast and the row stays', async () => {
    const { actions, notify, list } = setup({ 'DELETE difficulty/4': failing(500) });
    await expect(actions.remove(4, yes)).resolves.toBe(false);
    expect(notify.error).toHaveBeenCalledWith(RECORD_TEXTS.deleteFailed);
    expect(list.drop).not.toHaveBeenCalled();
  });
});
