import type { Service } from '@diary/common';
import { SERVICE_TEXTS, ServicesStore } from '../ServicesStore';
import { failing, makeGroupType, makeHttp, makeNotifier, makeService, makeViewer, no, yes, type Route } from '../../shared/__tests__/fakes';

const group = makeGroupType({ id: 1, name: 'Групповое' });
const solo = makeGroupType({ id: 2, name: 'Индивидуальное', total_places: 1 });

function setup({
  active = [] as Service[],
  archived = [] as Service[],
  routes = {} as Record<string, Route>,
  role = 'ADMIN' as Parameters<typeof makeViewer>[0],
} = {}) {
  const { http, calls } = makeHttp({
    'GET services': (query) => ((query as { isArchived: number }).isArchived ? archived : active),
    'GET group-types': () => [group, solo],
    ...routes,
  });
  const notify = makeNotifier();
  const log = jest.fn();
  const store = new ServicesStore({ http, viewer: makeViewer(role), notify, log });
  return { store, calls, notify, log };
}

const input = { name: 'Английский', group_type_id: 1, duration_minutes: 60, price: 1200.5 };

describe('ServicesStore.load', () => {
  it('loads active and archived services, each with its group type', async () => {
    const a = makeService({ name: 'A', groupType: group });
    const b = makeService({ name: 'B', isArchived: true });
    const { store, calls } = setup({ active: [a], archived: [b] });
    await store.load();
    expect(calls).toEqual([
      { method: 'GET', path: 'services', arg: { isArchived: 0, includeGroupType: true } },
      { method: 'GET', path: 'services', arg: { isArchived: 1, includeGroupType: true } },
    ]);
    expect(store.filtered).toEqual([a]);
    store.setView('archived');
    expect(store.filtered).toEqual([b]);
  });

  it("when the API fails, then 'Ошибка загрузки услуг' is toasted once and is the error state", async () => {
    const { store, notify } = setup({ routes: { 'GET services': failing(500) } });
    await store.load();
    expect(store.current.error).toBe('Ошибка загрузки услуг');
    expect(notify.error).toHaveBeenCalledTimes(1);
    expect(notify.error).toHaveBeenCalledWith('Ошибка загрузки услуг');
  });
});

describe('ServicesStore filters and export', () => {
  const english = makeService({ name: 'Английский', groupType: group, createdAt: '2024-05-06T10:00:00.000Z' });
  const math = makeService({ name: 'Математика', groupType: solo, duration_minutes: 45, price: 900 });
  const orphan = makeService({ name: 'Пробное', groupType: null });
  const old = makeService({ name: 'Английский (старый)', groupType: group, isArchived: true, price: 1499.9 });

  it('searches by name and by group type, including services without one', async () => {
    const { store } = setup({ active: [english, math, orphan], archived: [old] });
    await store.load();
    expect(store.groupTypeOptions).toEqual([
      { value: 'all', label: 'Все типы' },
      { value: '1', label: 'Групповое' },
      { value: '2', label: 'Индивидуальное' },
      { value: 'none', label: 'Не указан' },
    ]);
    store.setSearch('англ');
    expect(store.filtered.map((s) => s.name)).toEqual(['Английский']);
    store.setSearch('');
    store.setGroupTypeFilter('2');
    expect(store.filtered.map((s) => s.name)).toEqual(['Математика']);
    store.setGroupTypeFilter('none');
    expect(store.filtered.map((s) => s.name)).toEqual(['Пробное']);
  });

  it('exports active and archived services under the search, with the documented columns', async () => {
    const { store } = setup({ active: [english, math], archived: [old] });
    await store.load();
    store.setSearch('англ');
    expect(store.exportRows).toEqual([
      {
        Название: 'Английский',
        'Тип группы': 'Групповое',
        'Длительность (мин)': 90,
        Стоимость: 1500,
        'Дата создания': '06.05.2024',
        Статус: 'Активен',
      },
      expect.objectContaining({ Название: 'Английский (старый)', Стоимость: 1499.9, Статус: 'Архивирован' }),
    ]);
  });
});

describe('ServicesStore.save', () => {
  it('when a service is created, then it posts the payload, toasts and reloads', async () => {
    const { store, calls, notify } = setup({ routes: { 'POST services': (body) => body } });
    expect(await store.save({ kind: 'create', input })).toEqual({ ok: true });
    expect(calls[0]).toEqual({ method: 'POST', path: 'services', arg: input });
    expect(notify.success).toHaveBeenCalledWith('Услуга создана');
    expect(calls.filter((c) => c.path === 'services' && c.method === 'GET')).toHaveLength(2);
  });

  it('when a service is edited, then it puts services/:id', async () => {
    const { store, calls, notify } = setup({ routes: { 'PUT services/9': (body) => body } });
    expect(await store.save({ kind: 'update', id: 9, input })).toEqual({ ok: true });
    expect(calls[0]).toEqual({ method: 'PUT', path: 'services/9', arg: input });
    expect(notify.success).toHaveBeenCalledWith('Услуга обновлена');
  });

  it('when the server refuses a field, then the message lands on it and the failure is toasted', async () => {
    const { store, notify } = setup({
      routes: {
        'POST services': failing(400, 'Тип группы не найден', 'VALIDATION', [{ path: 'group_type_id', message: 'Тип группы не найден' }]),
      },
    });
    expect(await store.save({ kind: 'create', input })).toEqual({
      ok: false,
      fieldErrors: { group_type_id: 'Тип группы не найден' },
      message: null,
    });
    expect(notify.error).toHaveBeenCalledWith('Ошибка создания услуги');
  });

  it("when an update fails, then 'Ошибка обновления услуги' is toasted", async () => {
    const { store, notify } = setup({ routes: { 'PUT services/9': failing(500) } });
    expect((await store.save({ kind: 'update', id: 9, input })).ok).toBe(false);
    expect(notify.error).toHaveBeenCalledWith('Ошибка обновления услуги');
  });
});

describe('ServicesStore.archive and restore', () => {
  it('archives after the documented confirmation and moves the row to the archive', async () => {
    const service = makeService({ id: 31, name: 'Химия' });
    const { store, calls, notify } = setup({ active: [service], routes: { 'DELETE services/31': () => ({}) } });
    await store.load();
    const confirm = jest.fn(yes);
    expect(await store.archive(service, confirm)).toBe(true);
    expect(confirm).toHaveBeenCalledWith('Вы действительно хотите архивировать услугу "Химия"?');
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE', path: 'services/31' });
    expect(store.active.items).toEqual([]);
    expect(store.archived.items).toEqual([{ ...service, isArchived: true }]);
    expect(notify.success).toHaveBeenCalledWith('Услуга архивирована');
  });

  it('archives nothing when declined', async () => {
    const service = makeService();
    const { store, calls } = setup({ active: [service] });
    await store.load();
    expect(await store.archive(service, no)).toBe(false);
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
  });

  it("when archiving fails, then 'Ошибка архивирования услуги' is toasted and the row stays", async () => {
    const service = makeService({ id: 32 });
    const { store, notify } = setup({ active: [service], routes: { 'DELETE services/32': failing(500) } });
    await store.load();
    expect(await store.archive(service, yes)).toBe(false);
    expect(notify.error).toHaveBeenCalledWith(SERVICE_TEXTS.archiveFailed);
    expect(store.active.items).toHaveLength(1);
  });

  it('restores an archived service back to the active list', async () => {
    const service = makeService({ id: 33, isArchived: true });
    const { store, calls, notify } = setup({ archived: [service], routes: { 'POST services/33/restore': () => ({}) } });
    await store.load();
    expect(await store.restore(service)).toBe(true);
    expect(calls.at(-1)).toEqual({ method: 'POST', path: 'services/33/restore', arg: undefined });
    expect(store.archived.items).toEqual([]);
    expect(store.active.items).toEqual([{ ...service, isArchived: false }]);
    expect(notify.success).toHaveBeenCalledWith('Услуга восстановлена');
  });

  it("when restoring fails, then 'Ошибка восстановления услуги' is toasted", async () => {
    const service = makeService({ id: 34, isArchived: true });
    const { store, notify } = setup({ archived: [service], routes: { 'POST services/34/restore': failing(500) } });
    await store.load();
    expect(await store.restore(service)).toBe(false);
    expect(notify.error).toHaveBeenCalledWith('Ошибка восстановления услуги');
    expect(store.archived.items).toHaveLength(1);
  });
});

describe('ServicesStore group types and rights', () => {
  it("loads the form's group types, and only logs a failure", async () => {
    const ok = setup();
    await ok.store.loadGroupTypes();
    expect(ok.store.groupTypes.map((t) => t.name)).toEqual(['Групповое', 'Индивидуальное']);
    expect(ok.store.groupTypesLoading).toBe(false);

    const broken = setup({ routes: { 'GET group-types': failing(500) } });
    await broken.store.loadGroupTypes();
    expect(broken.log).toHaveBeenCalled();
    expect(broken.notify.error).not.toHaveBeenCalled();
  });

  it('gives the ADMIN managing and export, a MODERATOR neither', () => {
    expect(setup({ role: 'ADMIN' }).store.rights).toEqual({ manage: true, export: true });
    expect(setup({ role: 'MODERATOR' }).store.rights).toEqual({ manage: false, export: false });
  });
});
