import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { DataTable } from '../DataTable';
import { FiltersBar } from '../FiltersBar';
import { PageHeader } from '../PageHeader';
import { SearchField } from '../SearchField';
import type { DataColumn } from '../table-columns';
import { useConfirm } from '../use-confirm';
import type { Confirm } from './store-deps';
import { searchBinding, useUrlState } from './use-url-state';
import type { WholeList } from './WholeList';

/** What the page asks of its store: the loaded list, the search by name, deletion after a question. */
export interface SearchListStore<T extends { id: number }> {
  readonly list: WholeList<T>;
  readonly search: string;
  readonly filtered: T[];
  setSearch(value: string): void;
  load(): Promise<void>;
  remove(item: T, confirm: Confirm): Promise<boolean>;
}

export interface EditDeleteHandlers<T> {
  onEdit: (item: T) => void;
  onDelete: (item: T) => void;
}

interface SearchListPageProps<T extends { id: number }, S extends SearchListStore<T>> {
  store: S;
  /** The heading, and the table's accessible name. */
  title: string;
  /** The add button's text; the button is there only when `canAdd`. */
  addLabel: string;
  canAdd: boolean;
  /** Shown when there is nothing to list and no search is typed. */
  emptyText: string;
  /** A stable function (not one made at each render): the columns are built once per store. */
  columns: (store: S, handlers: EditDeleteHandlers<T>) => DataColumn<T>[];
  /** The form modal, for a new record (`item` undefined) or the one being edited. */
  renderForm: (item: T | undefined, close: () => void) => ReactNode;
}

/** null: closed; {}: create; { item }: edit. */
type FormState<T> = { item?: T } | null;

/**
 * A settings list searched by name ('Название'): heading with the add button, the table with
 * its loading, error and empty states, the form modal and the delete question.
 */
function SearchListPageView<T extends { id: number }, S extends SearchListStore<T>>({
  store,
  title,
  addLabel,
  canAdd,
  emptyText,
  columns: makeColumns,
  renderForm,
}: SearchListPageProps<T, S>) {
  const [confirm, confirmDialog] = useConfirm();
  const [form, setForm] = useState<FormState<T>>(null);
  const columns = useMemo(
    () =>
      makeColumns(store, {
        onEdit: (item) => setForm({ item }),
        onDelete: (item) => void store.remove(item, confirm),
      }),
    [makeColumns, store, confirm],
  );

  useUrlState(searchBinding(store));

  useEffect(() => {
    void store.load();
  }, [store]);

  const { list } = store;
  return (
    <>
      <PageHeader
        title={title}
        actions={
          canAdd && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setForm({})}>
              {addLabel}
            </Button>
          )
        }
      />
      <FiltersBar>
        <SearchField label="Название" placeholder="Поиск по названию" value={store.search} onChange={(v) => store.setSearch(v)} />
      </FiltersBar>
      <DataTable
        aria-label={title}
        rows={store.filtered}
        columns={columns}
        loading={list.isLoading}
        error={list.error}
        onRetry={() => void store.load()}
        emptyText={store.search ? 'Ничего не найдено' : emptyText}
      />
      {form && renderForm(form.item, () => setForm(null))}
      {confirmDialog}
    </>
  );
}

export const SearchListPage = observer(SearchListPageView) as typeof SearchListPageView;
