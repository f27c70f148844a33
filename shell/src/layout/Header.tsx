import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { AppBar, Box, Button, IconButton, Menu, MenuItem, Toolbar, Tooltip, Typography } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import TelegramIcon from '@mui/icons-material/Telegram';
import ForumIcon from '@mui/icons-material/Forum';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import { initials } from '@diary/common';
import { toast } from '@diary/web-kit';
import { errorMessage, session } from 'mf_auth/session';
import { SOCIAL_LINKS } from './social-links';

export const HEADER_TEXTS = {
  logoutEverywhere: 'Выйти на всех устройствах',
  logoutEverywhereFailed: 'Не удалось выйти на всех устройствах',
} as const;

/**
 * Logo, the user's short name (a menu: 'Выйти на всех устройствах'), the centre's channels and
 * 'ВЫХОД'. On a phone the logo stands alone and the name shortens (…), so the page never widens.
 */
export const Header = observer(function Header() {
  const navigate = useNavigate();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);

  async function logout() {
    await session.logout();
    navigate('/', { replace: true });
  }

  /** Every session of the user ends (the other devices', and their calendar feed), then this one. */
  async function logoutEverywhere() {
    setMenuAnchor(null);
    try {
      await session.logoutEverywhere();
    } catch (error) {
      toast.error(errorMessage(error, HEADER_TEXTS.logoutEverywhereFailed));
      // A session that had already ended is gone here too (the HTTP client cleared it).
      if (session.isAuthenticated) return;
    }
    navigate('/', { replace: true });
  }

  return (
    <AppBar position="static" elevation={0}>
      <Toolbar sx={{ gap: { xs: 1, sm: 2 }, px: { xs: 1, sm: 2 } }}>
        <Box
          component={RouterLink}
          to="/"
          aria-label="Дневник достижений"
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 1,
            minWidth: 44,
            minHeight: 44,
            color: 'inherit',
            textDecoration: 'none',
          }}
        >
          <MenuBookIcon sx={{ flexShrink: 0 }} />
          <Typography variant="h6" component="span" noWrap sx={{ minWidth: 0, display: { xs: 'none', sm: 'block' } }}>
            Дневник достижений
          </Typography>
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <Button
          color="inherit"
          id="user-menu-button"
          aria-haspopup="menu"
          aria-controls={menuAnchor ? 'user-menu' : undefined}
          aria-expanded={menuAnchor ? 'true' : undefined}
          onClick={(event) => setMenuAnchor(event.currentTarget)}
          sx={{ minWidth: 0, textTransform: 'none', font: 'inherit', px: 1 }}
        >
          <Typography data-testid="user-short-name" component="span" noWrap sx={{ minWidth: 0 }}>
            {initials(session.user)}
          </Typography>
          <ArrowDropDownIcon sx={{ display: { xs: 'none', sm: 'block' } }} />
        </Button>
        <Menu
          id="user-menu"
          anchorEl={menuAnchor}
          open={Boolean(menuAnchor)}
          onClose={() => setMenuAnchor(null)}
          slotProps={{ list: { 'aria-labelledby': 'user-menu-button' } }}
        >
          <MenuItem onClick={() => void logoutEverywhere()}>{HEADER_TEXTS.logoutEverywhere}</MenuItem>
        </Menu>
        <Tooltip title="Канал центра в мессенджере">
          <IconButton
            color="inherit"
            component="a"
            href={SOCIAL_LINKS.messenger}
            target="_blank"
            rel="noreferrer"
            aria-label="Канал в мессенджере"
          >
            <TelegramIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title="Страница центра в социальной сети">
          <IconButton
            color="inherit"
            component="a"
            href={SOCIAL_LINKS.social}
            target="_blank"
            rel="noreferrer"
            aria-label="Страница в социальной сети"
          >
            <ForumIcon />
          </IconButton>
        </Tooltip>
        <Button color="inherit" variant="outlined" onClick={() => void logout()} sx={{ flexShrink: 0 }}>
          ВЫХОД
        </Button>
      </Toolbar>
    </AppBar>
  );
});
