import { useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import type { User } from '@diary/common';
import { PasswordField } from '@diary/common/ui';
import {
  EMPTY_MEMBER_FORM,
  memberToForm,
  validateMemberForm,
  type MemberField,
  type MemberFieldErrors,
  type MemberFormValues,
  type MemberPayload,
} from './member-form-model';
import type { SaveResult } from './MembersStore';
import { RoleCheckboxes } from './RoleCheckboxes';
import { SubjectField } from './SubjectField';

export interface MemberFormProps {
  /** The user being edited; none to create one. */
  user?: User;
  subjects: readonly string[];
  canGrantAdmin: boolean;
  onSubmit: (payload: MemberPayload) => Promise<SaveResult>;
  onCancel: () => void;
}

const TEXT_FIELDS: { field: MemberField; label: string; required?: boolean; autoComplete?: string }[] = [
  { field: 'second_name', label: 'Фамилия', required: true },
  { field: 'first_name', label: 'Имя', required: true },
  { field: 'last_name', label: 'Отчество' },
  { field: 'username', label: 'Логин', required: true, autoComplete: 'off' },
];

/**
 * The user form in a dialog (SPEC §2 "User form", §5). Mount it anew for each opening:
 * its state starts from the user, or empty.
 */
export function MemberForm({ user, subjects, canGrantAdmin, onSubmit, onCancel }: MemberFormProps) {
  const editing = user != null;
  const [values, setValues] = useState<MemberFormValues>(() => (user ? memberToForm(user) : EMPTY_MEMBER_FORM));
  const [errors, setErrors] = useState<MemberFieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  function set<K extends MemberField>(field: K, value: MemberFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    const validation = validateMemberForm(values, user?.id);
    if (!validation.ok) {
      setErrors(validation.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    const result = await onSubmit(validation.payload);
    if (!result.ok) {
      setErrors(result.fieldErrors);
      setMessage(result.message);
      setSaving(false);
    }
  }

  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="sm" aria-labelledby="member-form-title">
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id="member-form-title">{editing ? 'Редактирование пользователя' : 'Новый пользователь'}</DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
            {message && <Alert severity="error">{message}</Alert>}
            {TEXT_FIELDS.map(({ field, label, required, autoComplete }) => (
              <TextField
                key={field}
                name={field}
                label={label}
                required={required}
                autoComplete={autoComplete}
                value={values[field]}
                onChange={(e) => set(field, e.target.value)}
                error={Boolean(errors[field])}
                helperText={errors[field]}
              />
            ))}
            <PasswordField
              name="password"
              label="Пароль"
              required={!editing}
              autoComplete="new-password"
              value={values.password}
              onChange={(e) => set('password', e.target.value)}
              error={Boolean(errors.password)}
              helperText={errors.password ?? (editing ? 'Оставьте пустым, чтобы не менять пароль' : undefined)}
            />
            <SubjectField
              value={values.subject}
              onChange={(subject) => set('subject', subject)}
              suggestions={subjects}
              error={errors.subject}
            />
            <FormControl>
              <FormLabel id="member-gender-label">Пол</FormLabel>
              <RadioGroup
                row
                name="male"
                aria-labelledby="member-gender-label"
                value={values.male}
                onChange={(e) => set('male', e.target.value === 'F' ? 'F' : 'M')}
              >
                <FormControlLabel value="M" control={<Radio />} label="Мужской" />
                <FormControlLabel value="F" control={<Radio />} label="Женский" />
              </RadioGroup>
            </FormControl>
            <RoleCheckboxes value={values.roles} onChange={(roles) => set('roles', roles)} canGrantAdmin={canGrantAdmin} />
            {errors.roles && <Alert severity="warning">{errors.roles}</Alert>}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>Отмена</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {editing ? 'Сохранить' : 'Создать'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
