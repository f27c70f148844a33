import { useMemo, useRef, useState, type DragEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, Box, Button, FormControlLabel, LinearProgress, Link, Paper, Typography } from '@mui/material';
import { Switch, ToggleButton, ToggleButtonGroup } from '@diary/mui-more';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { ImportKind } from '@diary/common';
import { appDeps, type DataColumn, DataTable, Loading, PageHeader } from '@diary/web-kit';
import { IMPORT_KIND_LABELS, IMPORT_TEXTS, importedText, summaryText } from './import-texts';
import { ImportStore, type ImportDeps, type PreviewRow } from './ImportStore';

/** The preview's columns: the row's number, the file's own columns (an erring cell marked), the row's errors. */
function previewColumns(header: readonly string[]): DataColumn<PreviewRow>[] {
  return [
    { field: 'id', headerName: IMPORT_TEXTS.rowNumber, type: 'number', width: 90, sortable: false },
    ...header.map((name, index): DataColumn<PreviewRow> => ({
      field: `c${index}`,
      headerName: name || `Столбец ${index + 1}`,
      value: (row) => row.cells[index] ?? '',
      render: (row) => {
        const wrong = row.errors.some((error) => error.column === name);
        return (
          <Box
            component="span"
            data-error={wrong || undefined}
            sx={wrong ? { bgcolor: 'error.light', color: 'error.contrastText', px: 0.5, borderRadius: 0.5 } : undefined}
          >
            {row.cells[index] ?? ''}
          </Box>
        );
      },
      flex: 1,
      minWidth: 110,
      sortable: false,
    })),
    {
      field: 'errors',
      headerName: IMPORT_TEXTS.errors,
      value: (row) => row.errors.map((e) => (e.column ? `${e.column}: ${e.message}` : e.message)).join('; '),
      render: (row) => (
        <Box
          component="ul"
          sx={{ m: 0, pl: row.errors.length ? 2 : 0, listStyle: row.errors.length ? undefined : 'none', color: 'error.main' }}
        >
          {row.errors.map((e, i) => (
            <Typography component="li" variant="body2" key={i}>
              {e.column ? `${e.column}: ${e.message}` : e.message}
            </Typography>
          ))}
        </Box>
      ),
      flex: 2,
      minWidth: 220,
      sortable: false,
    },
  ];
}

const ProgressBar = observer(function ProgressBar({ store }: { store: ImportStore }) {
  const { phase, progress } = store;
  if (phase === 'uploading') {
    const percent = Math.round(progress * 100);
    return (
      <Box sx={{ my: 2 }}>
        <Typography variant="body2">
          {IMPORT_TEXTS.uploading} {percent}%
        </Typography>
        <LinearProgress variant="determinate" value={percent} aria-label={IMPORT_TEXTS.uploading} />
      </Box>
    );
  }
  if (phase === 'checking' || phase === 'importing') {
    const text = phase === 'checking' ? IMPORT_TEXTS.checking : IMPORT_TEXTS.importing;
    return (
      <Box sx={{ my: 2 }}>
        <Typography variant="body2">{text}</Typography>
        <LinearProgress aria-label={text} />
      </Box>
    );
  }
  return null;
});

const DropZone = observer(function DropZone({ store }: { store: ImportStore }) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const take = (file: File | undefined) => {
    if (file) void store.chooseFile(file);
  };
  return (
    <Paper
      variant="outlined"
      aria-label={IMPORT_TEXTS.drop}
      role="region"
      onDragOver={(event: DragEvent) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event: DragEvent) => {
        event.preventDefault();
        setOver(false);
        take(event.dataTransfer.files[0]);
      }}
      sx={{
        p: 3,
        borderStyle: 'dashed',
        borderWidth: 2,
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.hover' : undefined,
        textAlign: 'center',
      }}
    >
      <UploadFileIcon color="action" fontSize="large" />
      <Typography sx={{ mb: 1 }}>{IMPORT_TEXTS.drop}</Typography>
      <Button variant="outlined" disabled={store.busy} onClick={() => input.current?.click()}>
        {IMPORT_TEXTS.choose}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        data-testid="import-file"
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        onChange={(event) => {
          take(event.target.files?.[0]);
          // the same file chosen again (after fixing it) is a new choice
          event.target.value = '';
        }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {store.file ? store.file.name : IMPORT_TEXTS.noFile}
      </Typography>
    </Paper>
  );
});

const Result = observer(function Result({ store }: { store: ImportStore }) {
  const { done } = store;
  if (!done) return null;
  return (
    <Alert severity="success" sx={{ my: 2 }}>
      <Typography>{importedText(store.kind, done.created)}</Typography>
      {store.passwords ? (
        <Box sx={{ mt: 1 }}>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {IMPORT_TEXTS.passwordsNote}
          </Typography>
          <Button variant="contained" onClick={() => void store.downloadPasswords()}>
            {IMPORT_TEXTS.passwords}
          </Button>
        </Box>
      ) : (
        !!done.passwords?.length && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {IMPORT_TEXTS.passwordsGone}
          </Typography>
        )
      )}
    </Alert>
  );
});

const Preview = observer(function Preview({ store }: { store: ImportStore }) {
  const { header, check } = store;
  const columns = useMemo(() => previewColumns(header), [header]);
  if (!store.file) return null;
  if (store.sheetError) return <Alert severity="warning">{store.sheetError}</Alert>;
  if (!store.sheet) return <Loading />;
  const rows = store.previewRows;
  return (
    <>
      {store.otherErrors.length > 0 && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {store.otherErrors.map((e, i) => (
            <div key={i}>{`Строка ${e.row}${e.column ? `, ${e.column}` : ''}: ${e.message}`}</div>
          ))}
        </Alert>
      )}
      {check && store.errors.length > 0 && (
        <FormControlLabel
          control={<Switch checked={store.onlyErrors} onChange={(e) => store.setOnlyErrors(e.target.checked)} />}
          label={IMPORT_TEXTS.onlyErrors}
        />
      )}
      <DataTable aria-label={IMPORT_TEXTS.preview} rows={rows} columns={columns} emptyText={IMPORT_TEXTS.emptyFile} autoRowHeight />
    </>
  );
});

interface ImportScreenProps {
  /** The session's by default; tests pass their doubles. */
  deps?: ImportDeps;
}

/** /admin/import 'Импорт' (docs/product/beyond.md §5). */
export const ImportScreen = observer(function ImportScreen({ deps }: ImportScreenProps) {
  const [store] = useState(() => new ImportStore(deps ?? appDeps));
  const { check, kinds } = store;
  return (
    <>
      <PageHeader title={IMPORT_TEXTS.title} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label={IMPORT_TEXTS.kind}
          value={store.kind}
          disabled={store.busy}
          onChange={(_event, kind: ImportKind | null) => kind && store.setKind(kind)}
        >
          {kinds.map((kind) => (
            <ToggleButton key={kind} value={kind}>
              {IMPORT_KIND_LABELS[kind]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Link component="button" type="button" onClick={() => void store.downloadTemplate()}>
          {IMPORT_TEXTS.template}
        </Link>
      </Box>
      <DropZone store={store} />
      {store.fileError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {store.fileError}
        </Alert>
      )}
      <ProgressBar store={store} />
      {store.failure && (
        <Alert severity="error" sx={{ my: 2 }}>
          {store.failure}
        </Alert>
      )}
      <Result store={store} />
      {check && store.phase !== 'done' && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', my: 2 }}>
          <Typography role="status">{summaryText(check.rows, check.valid)}</Typography>
          {store.errors.length > 0 && <Alert severity="error">{IMPORT_TEXTS.hasErrors}</Alert>}
          <Box sx={{ flexGrow: 1 }} />
          <Button variant="contained" disabled={!store.canImport || store.busy} onClick={() => void store.commit()}>
            {IMPORT_TEXTS.submit}
          </Button>
        </Box>
      )}
      {store.phase !== 'done' && <Preview store={store} />}
    </>
  );
});
