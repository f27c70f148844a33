import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Paper, TextField, Typography } from '@mui/material';
import { loginSchema } from '@diary/common';
import { PasswordField, usePageTitle } from '@diary/common/ui';

interface LoginFormProps {
  /** Resolves on success; rejects with an error whose message is shown. */
  onSubmit: (username: string, password: string) => Promise<void>;
}

type FieldErrors = Partial<Record<'username' | 'password', string>>;

/** 'Личный кабинет': Логин, Пароль with show/hide, 'Войти'. */
export function LoginForm({ onSubmit }: LoginFormProps) {
  usePageTitle('Личный кабинет');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = loginSchema.safeParse({ username, password });
    if (!parsed.success) {
      setFieldErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setFieldErrors({});
    setError(null);
    setSubmitting(true);
    try {
      await onSubmit(parsed.data.username, parsed.data.password);
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : 'Не удалось войти');
      setSubmitting(false);
    }
  }

  return (
    <Paper component="form" noValidate onSubmit={handleSubmit} elevation={3} sx={{ p: 4, width: '100%', maxWidth: 400 }}>
      <Typography variant="overline" color="text.secondary">
        Дневник достижений
      </Typography>
      <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
        Личный кабинет
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <TextField
          label="Логин"
          name="username"
          autoComplete="username"
          autoFocus
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          error={Boolean(fieldErrors.username)}
          helperText={fieldErrors.username}
        />
        <PasswordField
          label="Пароль"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={Boolean(fieldErrors.password)}
          helperText={fieldErrors.password}
        />
        <Button type="submit" variant="contained" size="large" disabled={submitting}>
          Войти
        </Button>
      </Box>
    </Paper>
  );
}
