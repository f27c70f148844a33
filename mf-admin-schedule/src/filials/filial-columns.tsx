import { Box, Button } from '@mui/material';
import ArchiveIcon from '@mui/icons-material/Archive';
import EditIcon from '@mui/icons-material/Edit';
import type { Filial } from '@diary/common';
import type { DataColumn } from '@diary/common/ui';
import { RowAction } from '@diary/common/ui';
import { infoOf } from './filial-form-model';
import { workingHoursText } from './filial-text';

export interface FilialRowHandlers {
  onView: (filial: Filial) => void;
  onEdit: (filial: Filial) => void;
  onArchive: (filial: Filial) => void;
}

/** SPEC §2: Название, Город, Адрес, Время работы, Дата создания, Действия. */
export function filialColumns(manage: boolean, handlers: FilialRowHandlers): DataColumn<Filial>[] {
  return [
    { field: 'name', headerName: 'Название', flex: 1.5 },
    { field: 'city', headerName: 'Город', value: (f) => infoOf(f)?.city ?? '', flex: 1 },
    { field: 'address', headerName: 'Адрес', value: (f) => infoOf(f)?.street ?? '', flex: 1.5 },
    { field: 'hours', headerName: 'Время работы', value: workingHoursText, width: 150 },
    { field: 'createdAt', headerName: 'Дата создания', type: 'date', width: 140 },
    {
      field: 'actions',
      headerName: 'Действия',
      type: 'actions',
      width: manage ? 220 : 130,
      render: (filial) => (
        <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
          <Button size="small" onClick={() => handlers.onView(filial)} aria-label={`Просмотр ${filial.name}`}>
            Просмотр
          </Button>
          {manage && (
            <>
              <RowAction title="Изменить" label={`Изменить ${filial.name}`} icon={<EditIcon fontSize="small" />} onClick={() => handlers.onEdit(filial)} />
              <RowAction
                title="Архивировать"
                label={`Архивировать ${filial.name}`}
                color="error"
                icon={<ArchiveIcon fontSize="small" />}
                onClick={() => handlers.onArchive(filial)}
              />
            </>
          )}
        </Box>
      ),
    },
  ];
}
