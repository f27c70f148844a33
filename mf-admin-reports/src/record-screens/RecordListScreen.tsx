import { useMemo, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import type { GridSortModel } from '@mui/x-data-grid';
import { PageHeader, type DataColumn } from '@diary/web-kit';
import type { RecordRowHandlers } from './record-actions-column';
import { RecordPageActions } from './RecordPageActions';
import { RecordTable, type RecordTableStore } from './RecordTable';
import type { RecordScreen, RecordScreenStore } from './use-record-screen';

type ListStore<T extends { id: number }> = RecordScreenStore<T> &
  RecordTableStore<T> & { rights: { create: boolean; export: boolean }; exporting: boolean; exportExcel(): Promise<boolean> };

interface RecordListScreenProps<T extends { id: number }, S extends ListStore<T>> {
  screen: RecordScreen<T, S>;
  /** The heading (and the table's name) and the create button's text. */
  texts: { title: string; create: string };
  viewsLabel: string;
  /** A stable function: the columns are built once per set of handlers. */
  columns: (handlers: RecordRowHandlers<T>) => DataColumn<T>[];
  filters: ReactNode;
  initialSort?: GridSortModel;
  /** The form of a new record (`row` undefined) or of the edited one. */
  renderForm: (row: T | undefined, close: () => void) => ReactNode;
}

/** A record list screen: the heading with create and 'Скачать в Excel', the view tabs, filters and table, the form and the questions. */
function RecordListScreenView<T extends { id: number }, S extends ListStore<T>>({
  screen,
  texts,
  viewsLabel,
  columns: makeColumns,
  filters,
  initialSort,
  renderForm,
}: RecordListScreenProps<T, S>) {
  const { store, confirmDialog, editing, handlers, create, closeForm } = screen;
  const columns = useMemo(() => makeColumns(handlers), [makeColumns, handlers]);
  return (
    <>
      <PageHeader title={texts.title} actions={<RecordPageActions store={store} createLabel={texts.create} onCreate={create} />} />
      <RecordTable
        store={store}
        title={texts.title}
        viewsLabel={viewsLabel}
        columns={columns}
        filters={filters}
        initialSort={initialSort}
      />
      {editing && renderForm(editing.row, closeForm)}
      {confirmDialog}
    </>
  );
}

export const RecordListScreen = observer(RecordListScreenView) as typeof RecordListScreenView;
