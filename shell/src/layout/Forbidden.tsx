import { Alert } from '@mui/material';

export function Forbidden() {
  return (
    <Alert severity="warning" sx={{ m: 3 }}>
      Недостаточно прав для просмотра этой страницы.
    </Alert>
  );
}
