import { useState, type ReactElement, type ReactNode } from 'react';
import { InputAdornment, TextField, type SxProps, type Theme } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useFocusHandover } from './use-focus-handover';

/** How a search field looks, the same for the plain field and for the Autocomplete's input. */
export interface SearchFieldLook {
  label: string;
  placeholder?: string;
  name?: string;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}

export interface PlainSearchFieldProps extends SearchFieldLook {
  /** The text the search field would show. */
  text: string;
  /** As MUI's freeSolo field: no popup icon. */
  freeSolo?: boolean;
  /** The search field itself, drawn from the moment it is reached for. */
  children: ReactElement;
}

/**
 * A search field (MUI's Autocomplete) drawn as a plain text field of the same look until it is pointed
 * at or focused (a tap focuses it), then the field itself, with the focus handed over. As it mounts, the
 * Autocomplete stores its own element (a ref that sets state) and so renders itself twice, the second
 * time in the task of the screen's commit: on a first screen, the longest task of the whole start.
 */
export function PlainSearchField({ text, freeSolo = false, children, ...field }: PlainSearchFieldProps) {
  const [reached, setReached] = useState(false);
  const handover = useFocusHandover(reached, 'input');

  if (reached) {
    return (
      <div ref={handover.place} style={{ display: 'contents' }}>
        {children}
      </div>
    );
  }
  const reach = (focus: boolean) => {
    handover.reached(focus);
    setReached(true);
  };
  return (
    <TextField
      {...field}
      value={text}
      // A mouse's pointer swaps it before the press. A finger's tap, not before the field has the focus:
      // a tap's mouse events go to the element it began on, and on one taken away the focus was lost.
      onPointerEnter={(event) => event.pointerType === 'mouse' && reach(false)}
      onFocus={() => reach(true)}
      slotProps={{
        htmlInput: { role: 'combobox', 'aria-expanded': false, 'aria-autocomplete': 'list', autoComplete: 'off' },
        input: {
          endAdornment: freeSolo ? undefined : (
            <InputAdornment position="end">
              <ArrowDropDownIcon color={field.disabled ? 'disabled' : 'action'} />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
