import { useState } from 'react';
import { Button, Paper, Typography } from '@mui/material';
import { COOKIE_NOTICE_STORAGE_KEY } from '@diary/common';

function accepted(): boolean {
  try {
    return window.localStorage.getItem(COOKIE_NOTICE_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Shown until accepted; acceptance is remembered in local storage and it never shows again. */
export function CookieNotice() {
  const [visible, setVisible] = useState(() => !accepted());
  if (!visible) return null;

  function accept() {
    window.localStorage.setItem(COOKIE_NOTICE_STORAGE_KEY, 'true');
    setVisible(false);
  }

  return (
    <Paper
      role="region"
      aria-label="Уведомление о cookie"
      elevation={6}
      sx={{
        position: 'fixed',
        left: 16,
        right: 16,
        bottom: 16,
        zIndex: (theme) => theme.zIndex.snackbar - 1,
        p: 2,
        display: 'flex',
        gap: 2,
        alignItems: 'center',
        flexWrap: 'wrap',
        maxWidth: 900,
        mx: 'auto',
      }}
    >
      <Typography sx={{ flex: '1 1 300px' }}>
        Сайт использует файлы cookie, чтобы сделать работу с ним удобнее. Продолжая пользоваться сайтом, вы соглашаетесь с политикой
        использования cookie.
      </Typography>
      <Button variant="contained" onClick={accept}>
        Принять
      </Button>
    </Paper>
  );
}
