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
  TextField,
} from '@mui/material';
import { Radio, RadioGroup } from '@diary/mui-more';
import { PASSWORD_RULE_HINT, type User } from '@diary/common';
import { AuditHistoryButton, PasswordField, useDialogForm } from '@diary/web-kit';
import { EMPTY_MEMBER_FORM, memberToForm, validateMemberForm, type MemberFormValues, type MemberPayload } from './member-form-model';
import type { SaveResult } from './MembersStore';
import { RoleCheckboxes } from './RoleCheckboxes';
import { SubjectField } from './SubjectField';

export interface MemberFormProps {
  /** The user being edited; none to create one. */
  user?: User;
  subjects: readonly string[];
  /** The 'Суперадмин' checkbox: an ADMIN's only (users.manageStaff). */
  canGrantAdmin: boolean;
  onSubmit: (payload: MemberPayload) => Promise<SaveResult>;
  onCancel: () => void;
}

const TEXT_FIELDS: {
  field: 'second_name' | 'first_name' | 'last_name' | 'username';
  label: string;
  required?: boolean;
  autoComplete?: string;
}[] = [
  { field: 'second_name', label: 'Фамилия', required: true },
  { field: 'first_name', label: 'Имя', required: true },
  { field: 'last_name', label: 'Отчество' },
  { field: 'username', label: 'Логин', required: true, autoComplete: 'off' },
];

/**
 * The user form in a dialog (docs/product/screens.md "User form", docs/product/rules.md). Mount it anew for each opening:
 * its state starts from the user, or empty.
 */
export function MemberForm({ user, subjects, canGrantAdmin, onSubmit, onCancel }: MemberFormProps) {
  const editing = user != null;
  const form = useDialogForm({
    initial: (): MemberFormValues => (user ? memberToForm(user) : EMPTY_MEMBER_FORM),
    validate: (values: MemberFormValues) => validateMemberForm(values, user?.id),
    onSubmit,
  });
  const { values, errors, message, saving, change } = form;

  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="sm" aria-labelledby="member-form-title">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void form.submit();
        }}
      >
        <DialogTitle id="member-form-title">{editing ? 'Редактирование пользователя' : 'Новый пользователь'}</DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
            {message && <Alert severity="error">{message}</Alert>}
            {TEXT_FIELDS.map(({ field, label, required, autoComplete }) => (
              <TextField key={field} label={label} required={required} autoComplete={autoComplete} {...form.bind(field)} />
            ))}
            <PasswordField
              label="Пароль"
              required={!editing}
              autoComplete="new-password"
              {...form.bind('password')}
              helperText={
                errors.password ?? (editing ? `Оставьте пустым, чтобы не менять пароль. ${PASSWORD_RULE_HINT}` : PASSWORD_RULE_HINT)
              }
            />
            <SubjectField
              value={values.subject}
              onChange={(subject) => change({ subject }, ['subject'])}
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
                onChange={(e) => change({ male: e.target.value === 'F' ? 'F' : 'M' }, ['male'])}
              >
                <FormControlLabel value="M" control={<Radio />} label="Мужской" />
                <FormControlLabel value="F" control={<Radio />} label="Женский" />
              </RadioGroup>
            </FormControl>
            <RoleCheckboxes value={values.roles} onChange={(roles) => change({ roles }, ['roles'])} canGrantAdmin={canGrantAdmin} />
            {errors.roles && <Alert severity="warning">{errors.roles}</Alert>}
          </Box>
        </DialogContent>
        <DialogActions>
          {user && (
            <Box sx={{ mr: 'auto' }}>
              <AuditHistoryButton entity="user" entityId={user.id} />
            </Box>
          )}
          <Button onClick={onCancel}>Отмена</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {editing ? 'Сохранить' : 'Создать'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
