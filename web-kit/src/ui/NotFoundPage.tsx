import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from './use-page-title';

/** 'Страница не найдена:(' with the way back to the login page. */
export function NotFoundPage() {
  usePageTitle('Страница не найдена');
  return (
    <Box sx={{ textAlign: 'center', py: 10, px: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Страница не найдена:(
      </Typography>
      <Link component={RouterLink} to="/">
        На страницу входа
      </Link>
    </Box>
  );
}
