import { useState, type MouseEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { NavLink, useLocation } from 'react-router-dom';
import { Box, Button, Menu, MenuItem, Paper } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { ADMIN_MENU, can, type AdminMenuGroup, type Role } from '@diary/common';
import { session } from 'mf_auth/session';

/** The groups and entries a role sees: docs/product/screens.md "Admin area navigation". */
export function visibleMenu(role: Role | null): AdminMenuGroup[] {
  return ADMIN_MENU.filter((group) => !group.permission || can(role, group.permission))
    .map((group) => ({ ...group, entries: group.entries.filter((entry) => can(role, entry.permission)) }))
    .filter((group) => group.entries.length > 0);
}

function MenuGroup({ group }: { group: AdminMenuGroup }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { pathname } = useLocation();
  const active = group.entries.some((entry) => pathname.startsWith(entry.path));
  const close = () => setAnchor(null);

  return (
    <>
      <Button
        color={active ? 'primary' : 'inherit'}
        endIcon={<ArrowDropDownIcon />}
        onClick={(e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
      >
        {group.label}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {group.entries.map((entry) =>
          entry.disabled ? (
            <MenuItem key={entry.path} disabled>
              {entry.label}
            </MenuItem>
          ) : (
            <MenuItem key={entry.path} component={NavLink} to={entry.path} onClick={close} selected={pathname.startsWith(entry.path)}>
              {entry.label}
            </MenuItem>
          ),
        )}
      </Menu>
    </>
  );
}

export const AdminNav = observer(function AdminNav() {
  return (
    <Paper square elevation={1} component="nav" aria-label="Разделы администратора">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, px: 2, py: 0.5 }}>
        {visibleMenu(session.role).map((group) => (
          <MenuGroup key={group.label} group={group} />
        ))}
      </Box>
    </Paper>
  );
});
