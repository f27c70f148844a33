import { runRowAction, type RowActionRun } from '../run-row-action';

function setup(overrides: Partial<RowActionRun> = {}) {
  const notify = { success: jest.fn(), error: jest.fn() };
  const action = {
    request: jest.fn(async () => undefined),
    apply: jest.fn(),
    done: 'Запись удалена',
    failed: 'Не удалось удалить запись',
    ...overrides,
  };
  return { notify, action };
}

describe('runRowAction', () => {
  it('when the API agrees, then the local change and the success toast', async () => {
    const { notify, action } = setup();
    await expect(runRowAction(notify, action)).resolves.toBe(true);
    expect(action.apply).toHaveBeenCalledTimes(1);
    expect(notify.success).toHaveBeenCalledWith('Запись удалена');
  });

  it('when the user declines the question, then nothing is sent', async () => {
    const ask = jest.fn(async () => false);
    const { notify, action } = setup({ confirm: { ask, question: 'Удалить запись?' } });
    await expect(runRowAction(notify, action)).resolves.toBe(false);
    expect(ask).toHaveBeenCalledWith('Удалить запись?');
    expect(action.request).not.toHaveBeenCalled();
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('when the request fails, then the failure toast and no local change', async () => {
    const { notify, action } = setup({ request: jest.fn(async () => Promise.reject(new Error('409'))) });
    await expect(runRowAction(notify, action)).resolves.toBe(false);
    expect(notify.error).toHaveBeenCalledWith('Не удалось удалить запись');
    expect(action.apply).not.toHaveBeenCalled();
  });

  it('when the failure text is a function, then it gets the error (the server reason)', async () => {
    const { notify, action } = setup({
      request: jest.fn(async () => Promise.reject(new Error('Запись уже в архиве'))),
      failed: (error: unknown) => (error as Error).message,
    });
    await runRowAction(notify, action);
    expect(notify.error).toHaveBeenCalledWith('Запись уже в архиве');
  });
});
