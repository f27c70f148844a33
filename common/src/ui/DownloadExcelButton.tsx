import { useState } from 'react';
import { Button } from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { exportToExcel, type ExcelRow } from './excel';
import { DEFAULT_ERROR_TOAST } from '../constants/domain';
import { toast } from './toast';

interface DownloadExcelButtonProps {
  /**
   * Called on click, so the file holds what the list shows at that moment; a promise when the
   * rows are read from the API then (the button stays disabled meanwhile).
   */
  getRows: () => readonly ExcelRow[] | Promise<readonly ExcelRow[]>;
  fileName: string;
  headers?: readonly string[];
  disabled?: boolean;
}

/** 'Скачать в Excel' (docs/product/constants.md). */
export function DownloadExcelButton({ getRows, fileName, headers, disabled }: DownloadExcelButtonProps) {
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      await exportToExcel(await getRows(), fileName, { headers });
    } catch {
      toast.error(DEFAULT_ERROR_TOAST);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="outlined" startIcon={<FileDownloadIcon />} disabled={disabled || busy} onClick={() => void download()}>
      Скачать в Excel
    </Button>
  );
}
