import { ApiError } from 'mf_auth/session';
import { deferred } from '@diary/web-kit/testing';
import { LoadedRecord } from '../LoadedRecord';

interface Item {
  id: number;
  name: string;
}

describe('LoadedRecord: the one record of a detail screen', () => {
  it('when the record comes, then it is the value and the load is over', async () => {
    const record = new LoadedRecord<Item>();
    const answer = deferred<Item>();
    const loading = record.load(
      () => answer.promise,
      () => 'Ошибка загрузки',
    );
    expect(record.isLoading).toBe(true);
    answer.resolve({ id: 1, name: 'Центральный' });
    await expect(loading).resolves.toBe(true);
    expect(record.value).toEqual({ id: 1, name: 'Центральный' });
    expect(record.isLoading).toBe(false);
    expect(record.error).toBeNull();
  });

  it('when a reload fails, then the record shown stays and the error is named', async () => {
    const record = new LoadedRecord<Item>();
    await record.load(
      async () => ({ id: 1, name: 'Центральный' }),
      () => 'Ошибка загрузки',
    );
    await expect(
      record.load(
        () => Promise.reject(new Error('offline')),
        () => 'Ошибка загрузки',
      ),
    ).resolves.toBe(false);
    expect(record.value).toEqual({ id: 1, name: 'Центральный' });
    expect(record.error).toBe('Ошибка загрузки');
    expect(record.notFound).toBe(false);
  });

  it('when the API answers 404, then the record is not found, and a later load that succeeds clears it', async () => {
    const record = new LoadedRecord<Item>();
    await record.load(
      () => Promise.reject(new ApiError(404, { code: 'NOT_FOUND', message: 'Филиал не найден' })),
      (error) => (error instanceof ApiError ? error.message : 'Ошибка'),
    );
    expect(record.notFound).toBe(true);
    expect(record.error).toBe('Филиал не найден');
    await record.load(
      async () => ({ id: 2, name: 'Северный' }),
      () => 'Ошибка',
    );
    expect(record.notFound).toBe(false);
    expect(record.error).toBeNull();
  });

  it('when an older answer comes after a newer one, then the newer record stays', async () => {
    const record = new LoadedRecord<Item>();
    const older = deferred<Item>();
    const first = record.load(
      () => older.promise,
      () => 'Ошибка',
    );
    await record.load(
      async () => ({ id: 1, name: 'новое' }),
      () => 'Ошибка',
    );
    older.resolve({ id: 1, name: 'старое' });
    await first;
    expect(record.value?.name).toBe('новое');
  });

  it('when a save answers the record, then set replaces it', () => {
    const record = new LoadedRecord<Item>();
    record.set({ id: 3, name: 'Южный' });
    expect(record.value).toEqual({ id: 3, name: 'Южный' });
  });
});
