import { Button, CircularProgress } from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownload';

interface ServerExcelButtonProps {
  busy: boolean;
  onClick: () => void;
}

/** 'Скачать в Excel' for a file the API builds (docs/product/constants.md), with a spinner while it streams. */
export function ServerExcelButton({ busy, onClick }: ServerExcelButtonProps) {
  return (
    <Button
      variant="outlined"
      startIcon={busy ? <CircularProgress size={16} /> : <FileDownloadIcon />}
      disabled={busy}
      aria-busy={busy}
      onClick={onClick}
    >
      Скачать в Excel
    </Button>
  );
}
