import { Alert, AlertTitle, Box, Link } from '@mui/material';

/** The router's fallback when a page throws. */
export function RouterError() {
  return (
    <Box sx={{ p: 4 }}>
      <Alert severity="error">
        <AlertTitle>Unexpected Application Error!</AlertTitle>
        Что-то пошло не так. <Link href="/">На страницу входа</Link>
      </Alert>
    </Box>
  );
}
