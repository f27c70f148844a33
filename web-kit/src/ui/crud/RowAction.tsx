import type { ReactNode } from 'react';
import { IconButton, Tooltip } from '@mui/material';

interface RowActionProps {
  /** The tooltip, e.g. 'Изменить'. */
  title: string;
  /** Names the row for screen readers and tests: 'Изменить Физика'. */
  label: string;
  icon: ReactNode;
  color?: 'default' | 'error' | 'primary';
  disabled?: boolean;
  onClick: () => void;
}

/** One icon button of a table row's 'Действия'. */
export function RowAction({ title, label, icon, color = 'default', disabled, onClick }: RowActionProps) {
  const button = (
    <IconButton size="small" color={color} aria-label={label} disabled={disabled} onClick={onClick}>
      {icon}
    </IconButton>
  );
  // a disabled button fires no events: the tooltip needs a wrapper to show
  return <Tooltip title={title}>{disabled ? <span>{button}</span> : button}</Tooltip>;
}
