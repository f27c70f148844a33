import { observer } from 'mobx-react-lite';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { ServerExcelButton } from '../shared';

interface RecordPageActionsProps {
  store: { rights: { create: boolean; export: boolean }; exporting: boolean; exportExcel(): Promise<boolean> };
  createLabel: string;
  onCreate: () => void;
}

/** The header buttons of a record screen: create, and 'Скачать в Excel', each when the viewer may. */
export const RecordPageActions = observer(function RecordPageActions({ store, createLabel, onCreate }: RecordPageActionsProps) {
  return (
    <>
      {store.rights.create && (
        <Button variant="contained" startIcon={<AddIcon />} onClick={onCreate}>
          {createLabel}
        </Button>
      )}
      {store.rights.export && <ServerExcelButton busy={store.exporting} onClick={() => void store.exportExcel()} />}
    </>
  );
});
