import { observer } from 'mobx-react-lite';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { AppBar, Box, Button, IconButton, Toolbar, Tooltip, Typography } from '@mui/material';
import TelegramIcon from '@mui/icons-material/Telegram';
import ForumIcon from '@mui/icons-material/Forum';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import { initials } from '@diary/common';
import { session } from 'mf_auth/session';
import { SOCIAL_LINKS } from './social-links';

/** Logo, the user's short name, the centre's channels and 'ВЫХОД'. */
export const Header = observer(function Header() {
  const navigate = useNavigate();

  async function logout() {
    await session.logout();
    navigate('/', { replace: true });
  }

  return (
    <AppBar position="static" elevation={0}>
      <Toolbar sx={{ gap: 2 }}>
        <Box component={RouterLink} to="/" sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none' }}>
          <MenuBookIcon />
          <Typography variant="h6" component="span" noWrap>
            Дневник достижений
          </Typography>
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <Typography data-testid="user-short-name" noWrap>
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
        <Button color="inherit" variant="outlined" onClick={() => void logout()}>
          ВЫХОД
        </Button>
      </Toolbar>
    </AppBar>
  );
});
