import { useState } from 'react';
import { Button } from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { errorMessage } from 'mf_auth/session';
import { exportToExcel, type ExcelRow } from './excel';
import { DEFAULT_ERROR_TOAST } from '@diary/common/constants/domain';
import { saveBlob, xlsxName } from './save-file';
import { toast } from './toast';

/** The rows of the file, built here from what the list shows. */
interface RowsSource {
  /**
   * Called on click, so the file holds what the list shows at that moment; a promise when the
   * rows are read from the API then (the button stays disabled meanwhile).
   */
  getRows: () => readonly ExcelRow[] | Promise<readonly ExcelRow[]>;
  headers?: readonly string[];
  getFile?: never;
}

/** A file the API builds (GET …/export.xlsx), fetched on click. */
interface FileSource {
  getFile: () => Promise<Blob>;
  getRows?: never;
  headers?: never;
}

type DownloadExcelButtonProps = (RowsSource | FileSource) & {
  fileName: string;
  disabled?: boolean;
};

/** 'Скачать в Excel' (docs/product/constants.md); a refused download shows the server's message. */
export function DownloadExcelButton({ getRows, getFile, fileName, headers, disabled }: DownloadExcelButtonProps) {
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      if (getFile) saveBlob(await getFile(), xlsxName(fileName));
      else await exportToExcel(await getRows(), fileName, { headers });
    } catch (error) {
      toast.error(errorMessage(error, DEFAULT_ERROR_TOAST));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      variant="outlined"
      startIcon={<FileDownloadIcon />}
      disabled={disabled || busy}
      aria-busy={busy}
      onClick={() => void download()}
    >
      Скачать в Excel
    </Button>
  );
}
