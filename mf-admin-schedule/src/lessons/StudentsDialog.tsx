import { useEffect, useId, useState } from 'react';
import { reaction } from 'mobx';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { CLASH_MESSAGES, initials } from '@diary/common';
import { StudentSearch, StudentSearchField, type StudentChoice } from '@diary/web-kit';
import { http } from 'mf_auth/session';

/** Beside a student in the picker who is in another lesson at this one's time. */
export const BUSY_MARK = '— занят в это время';

export interface StudentsDialogProps {
  title: string;
  /** The picker's search on the server; by default the dialog's own. */
  search?: StudentSearch;
  /** Already in the lesson: not offered. */
  excludeIds?: readonly number[];
  /** In another lesson at this one's time: marked (adding them is refused by the server). */
  busyIds?: ReadonlySet<number>;
  /** The students the picker now offers and those chosen, each time the matches change (to ask who is busy). */
  onOffered?: (students: readonly StudentChoice[]) => void;
  placeholder?: string;
  /** 'Добавить выбранных (N)' on the class page, 'Добавить' on the lesson page. */
  submitLabel: (count: number) => string;
  onSubmit: (ids: number[]) => Promise<boolean>;
  onCancel: () => void;
}

/** A multi-select of students, searched on the server, and a button to add them. */
export function StudentsDialog({
  title,
  search: given,
  excludeIds = [],
  busyIds,
  onOffered,
  placeholder,
  submitLabel,
  onSubmit,
  onCancel,
}: StudentsDialogProps) {
  const titleId = useId();
  const [search] = useState(() => given ?? new StudentSearch(http));
  const [chosen, setChosen] = useState<StudentChoice[]>([]);
  const [saving, setSaving] = useState(false);
  const busyChosen = chosen.filter((s) => busyIds?.has(s.id));

  useEffect(() => () => search.cancel(), [search]);
  useEffect(
    () =>
      onOffered
        ? reaction(
            () => search.matches,
            (matches) => onOffered([...matches, ...chosen]),
          )
        : undefined,
    [search, onOffered, chosen],
  );

  async function submit() {
    setSaving(true);
    const ok = await onSubmit(chosen.map((s) => s.id));
    if (!ok) setSaving(false);
  }

  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <StudentSearchField
          multiple
          search={search}
          sx={{ pt: 1 }}
          label="Ученики"
          placeholder={placeholder}
          excludeIds={excludeIds}
          optionNote={(student) =>
            busyIds?.has(student.id) && (
              <Box component="span" sx={{ color: 'warning.dark' }}>
                {BUSY_MARK}
              </Box>
            )
          }
          value={chosen}
          onChange={setChosen}
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
