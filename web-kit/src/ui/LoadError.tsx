import { Alert, Button } from '@mui/material';

/** A read that failed: its message and 'Повторить', which asks again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Повторить
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
