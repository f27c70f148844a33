import { observer } from 'mobx-react-lite';
import { Box, IconButton, Tooltip } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import type { User } from '@diary/common';
import type { MembersStore } from './MembersStore';

export interface MemberRowHandlers {
  onEdit: (user: User) => void;
  onBan: (user: User) => void;
  onDelete: (user: User) => void;
}

interface MemberRowActionsProps extends MemberRowHandlers {
  user: User;
  store: MembersStore;
}

/** The row's buttons; an observer, since grid cells render outside the list's own observer. */
export const MemberRowActions = observer(function MemberRowActions({ user, store, onEdit, onBan, onDelete }: MemberRowActionsProps) {
  const allowed = store.actionsFor(user);
  const who = user.username;
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }}>
      {allowed.edit && (
        <Tooltip title="Изменить">
          <IconButton size="small" aria-label={`Изменить ${who}`} onClick={() => onEdit(user)}>
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {allowed.ban && (
        <Tooltip title="Заблокировать">
          <IconButton size="small" aria-label={`Заблокировать ${who}`} onClick={() => onBan(user)}>
            <BlockIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {allowed.delete && (
        <Tooltip title="Удалить">
          <IconButton size="small" color="error" aria-label={`Удалить ${who}`} onClick={() => onDelete(user)}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
});
