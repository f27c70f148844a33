import { Link } from '@mui/material';
import type { DataColumn } from '@diary/web-kit';

interface PersonOpenerColumn<R> {
  field: string;
  headerName: string;
  person: (row: R) => { id: number; fullName: string };
  /** The link's name for a screen reader: 'Баланс: <name>'. */
  label: (name: string) => string;
  open: (id: number) => void;
  sortable?: boolean;
}

/** A row's person as a link that opens what the row is about (their balance, their month); sorted by the name. */
export function personOpenerColumn<R>({ field, headerName, person, label, open, sortable }: PersonOpenerColumn<R>): DataColumn<R> {
  return {
    field,
    headerName,
    value: (row) => person(row).fullName,
    render: (row) => {
      const { id, fullName } = person(row);
      return (
        <Link component="button" type="button" aria-label={label(fullName)} onClick={() => open(id)} sx={{ textAlign: 'left' }}>
          {fullName}
        </Link>
      );
    },
    flex: 2,
    minWidth: 220,
    sortable,
  };
}
