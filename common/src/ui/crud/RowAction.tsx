import type { ReactNode } from 'react';
import { IconButton, Tooltip } from '@mui/material';

interface RowActionProps {
  /** The tooltip, e.g. 'Изменить'. */
  title: string;
  /** Names the row for screen readers and tests: 'Изменить Физика'. */
  label: string;
  icon: ReactNode;
  color?: 'default' | 'error' | 'primary';
  onClick: () => void;
}

/** One icon button of a table row's 'Действия'. */
export function RowAction({ title, label, icon, color = 'default', onClick }: RowActionProps) {
  return (
    <Tooltip title={title}>
      <IconButton size="small" color={color} aria-label={label} onClick={onClick}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}
