import { observer } from 'mobx-react-lite';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { AppBar, Box, Button, IconButton, Toolbar, Tooltip, Typography } from '@mui/material';
import TelegramIcon from '@mui/icons-material/Telegram';
import ForumIcon from '@mui/icons-material/Forum';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import { initials } from '@diary/common';
import { session } from 'mf_auth/session';
import { SOCIAL_LINKS } from './social-links';

/** Logo, the user's short name, the centre's channels and 'ВЫХОД'. On a phone the logo stands alone and the name shortens (…), so the page never widens. */
export const Header = observer(function Header() {
  const navigate = useNavigate();

  async function logout() {
    await session.logout();
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
        <Typography data-testid="user-short-name" noWrap sx={{ minWidth: 0 }}>
          {initials(session.user)}
        </Typography>
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
