import { observer } from 'mobx-react-lite';
import { Box } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import type { Subject } from '@diary/common';
import type { DataColumn } from '@diary/web-kit';
import { RowAction } from '@diary/web-kit';
import type { SubjectsStore } from './SubjectsStore';

export interface SubjectRowHandlers {
  onEdit: (subject: Subject) => void;
  onDelete: (subject: Subject) => void;
}

/** An observer: grid cells render outside the list's own observer. */
const SubjectRowActions = observer(function SubjectRowActions({
  subject,
  store,
  onEdit,
  onDelete,
}: SubjectRowHandlers & { subject: Subject; store: SubjectsStore }) {
  const { rights } = store;
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }}>
      {rights.update && (
        <RowAction
          title="Изменить"
          label={`Изменить ${subject.name}`}
          icon={<EditIcon fontSize="small" />}
          onClick={() => onEdit(subject)}
        />
      )}
      {rights.delete && (
        <RowAction
          title="Удалить"
          label={`Удалить ${subject.name}`}
          color="error"
          icon={<DeleteIcon fontSize="small" />}
          onClick={() => onDelete(subject)}
        />
      )}
    </Box>
  );
});

/** docs/product/screens.md: ID, Название, Дата создания, Действия (the last only for who may change subjects). */
export function subjectColumns(store: SubjectsStore, handlers: SubjectRowHandlers): DataColumn<Subject>[] {
  const columns: DataColumn<Subject>[] = [
    { field: 'id', headerName: 'ID', type: 'number', width: 90 },
    { field: 'name', headerName: 'Название', flex: 2 },
    { field: 'createdAt', headerName: 'Дата создания', type: 'date', width: 150 },
  ];
  const { rights } = store;
  if (rights.update || rights.delete) {
    columns.push({
      field: 'actions',
      headerName: 'Действия',
      type: 'actions',
      width: 120,
      render: (subject) => <SubjectRowActions subject={subject} store={store} {...handlers} />,
    });
  }
  return columns;
}
