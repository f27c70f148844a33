import { useId, useState } from 'react';
import { Alert, Autocomplete, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { CLASH_MESSAGES, initials, type UserListEntry } from '@diary/common';

/** Beside a student in the picker who is in another lesson at this one's time. */
export const BUSY_MARK = '— занят в это время';

export interface StudentsDialogProps {
  title: string;
  students: readonly UserListEntry[];
  /** Already in the lesson: not offered. */
  excludeIds?: readonly number[];
  /** In another lesson at this one's time: marked (adding them is refused by the server). */
  busyIds?: ReadonlySet<number>;
  loading?: boolean;
  placeholder?: string;
  /** 'Добавить выбранных (N)' on the class page, 'Добавить' on the lesson page. */
  submitLabel: (count: number) => string;
  onSubmit: (ids: number[]) => Promise<boolean>;
  onCancel: () => void;
}

/** A multi-select of students and a button to add them. */
export function StudentsDialog({
  title,
  students,
  excludeIds = [],
  busyIds,
  loading,
  placeholder,
  submitLabel,
  onSubmit,
  onCancel,
}: StudentsDialogProps) {
  const titleId = useId();
  const [chosen, setChosen] = useState<UserListEntry[]>([]);
  const [saving, setSaving] = useState(false);
  const options = students.filter((s) => !excludeIds.includes(s.id));
  const busyChosen = chosen.filter((s) => busyIds?.has(s.id));

  async function submit() {
    setSaving(true);
    const ok = await onSubmit(chosen.map((s) => s.id));
    if (!ok) setSaving(false);
  }

  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Autocomplete
          multiple
          sx={{ pt: 1 }}
          options={options}
          loading={loading}
          loadingText="Загрузка..."
          noOptionsText="Нет учеников"
          getOptionLabel={(s) => s.fullName}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          renderOption={({ key, ...props }, student) => (
            <li key={key} {...props}>
              {student.fullName}
              {busyIds?.has(student.id) && (
                <Box component="span" sx={{ color: 'warning.dark', ml: 0.5 }}>
                  {BUSY_MARK}
                </Box>
              )}
            </li>
          )}
          value={chosen}
          onChange={(_e, value) => setChosen(value)}
          renderInput={(params) => <TextField {...params} label="Ученики" placeholder={placeholder} />}
        />
        {busyChosen.length > 0 && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {busyChosen.map((s) => (
              <div key={s.id}>{CLASH_MESSAGES.student(initials(s))}</div>
            ))}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Отмена</Button>
        <Button variant="contained" disabled={saving || chosen.length === 0} onClick={() => void submit()}>
          {submitLabel(chosen.length)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
