import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders, textParam } from '@diary/web-kit';
import { useRecordScreen, type RecordScreenStore } from '../use-record-screen';

interface Row {
  id: number;
}

function makeStore(rights: RecordScreenStore<Row>['rights']) {
  return {
    rights,
    url: { params: { search: textParam('q') }, read: () => ({ search: '' }), apply: jest.fn(), load: jest.fn() },
    load: jest.fn(async () => true),
    loadLookups: jest.fn(async () => undefined),
    dispose: jest.fn(),
    archive: jest.fn(async () => true),
    restore: jest.fn(async () => true),
    remove: jest.fn(async () => true),
  } satisfies RecordScreenStore<Row>;
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter>
    <AppProviders>{children}</AppProviders>
  </MemoryRouter>
);

describe('useRecordScreen', () => {
  it('when the page mounts, then the list and the lookups load; when it leaves, the store is disposed', () => {
    const store = makeStore({ edit: true, archive: true, restore: false, delete: false });
    const { unmount } = renderHook(() => useRecordScreen<Row, typeof store>(() => store), { wrapper });
    expect(store.load).toHaveBeenCalledTimes(1);
    expect(store.loadLookups).toHaveBeenCalledTimes(1);
    unmount();
    expect(store.dispose).toHaveBeenCalled();
  });

  it('when the viewer may not take an action, then the row offers no handler for it', () => {
    const store = makeStore({ edit: false, archive: false, restore: true, delete: true });
    const { result } = renderHook(() => useRecordScreen<Row, typeof store>(() => store), { wrapper });
    const { onEdit, onArchive, onRestore, onDelete } = result.current.handlers;
    expect([onEdit, onArchive].every((h) => h === undefined)).toBe(true);
    onRestore!({ id: 3 });
    expect(store.restore).toHaveBeenCalledWith({ id: 3 });
    expect(onDelete).toBeDefined();
  });

  it('when the user edits a row or creates one, then the form opens with that row or none, and closes', () => {
    const store = makeStore({ edit: true, archive: false, restore: false, delete: false });
    const { result } = renderHook(() => useRecordScreen<Row, typeof store>(() => store), { wrapper });
    act(() => result.current.handlers.onEdit!({ id: 5 }));
    expect(result.current.editing).toEqual({ row: { id: 5 } });
    act(() => result.current.create());
    expect(result.current.editing).toEqual({});
    act(() => result.current.closeForm());
    expect(result.current.editing).toBeNull();
  });
});
