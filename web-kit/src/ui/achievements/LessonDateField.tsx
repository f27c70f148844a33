import { useState } from 'react';
import { InputAdornment, TextField } from '@mui/material';
import EventIcon from '@mui/icons-material/Event';
import { formatDate } from '@diary/common/format';
import type { DateFieldProps } from '../DateField';
import { onDemand } from '../lazy-screen';
import { useFocusHandover } from '../use-focus-handover';

// MUI's date pickers are the largest library of the teacher's first screen (about 46 KB, and the
// longest part of its first render): they load when the date is first reached for.
const dateField = onDemand(() => import('../DateField').then((module) => module.DateField));

/**
 * The achievement form's lesson date: the kit's DateField once its pickers have loaded; until then
 * the date in a plain field of the same look, which loads them when it is pointed at, touched or
 * focused, and hands the focus over.
 */
export function LessonDateField(props: DateFieldProps) {
  const [DateField, setDateField] = useState(() => dateField.value);
  const handover = useFocusHandover(DateField, '[role="spinbutton"], input');

  if (DateField) {
    return (
      <div ref={handover.place} style={{ display: 'contents' }}>
        <DateField {...props} />
      </div>
    );
  }

  const load = (focus: boolean) => {
    handover.reached(focus);
    void dateField.load().then(
      (loaded) => setDateField(() => loaded),
      () => undefined, // no connection: the plain field stays, and the next touch tries again
    );
  };
  return (
    <TextField
      name={props.name}
      label={props.label}
      required={props.required}
      disabled={props.disabled}
      error={props.error}
      helperText={props.helperText}
      size={props.size}
      sx={props.sx}
      value={formatDate(props.value)}
      placeholder="ДД.ММ.ГГГГ"
      onPointerEnter={() => load(false)}
      onPointerDown={() => load(true)}
      onFocus={() => load(true)}
      slotProps={{
        htmlInput: { readOnly: true },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <EventIcon color={props.disabled ? 'disabled' : 'action'} />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
