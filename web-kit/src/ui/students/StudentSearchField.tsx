import { useEffect, useState, type HTMLAttributes, type Key, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Autocomplete, Box, TextField } from '@mui/material';
import { http } from 'mf_auth/session';
import { PlainSearchField, type SearchFieldLook } from '../PlainSearchField';
import { STUDENT_SEARCH_TEXTS, StudentSearch, type StudentChoice } from './StudentSearch';

interface FieldProps extends SearchFieldLook {
  /** The search behind the field (a form that checks typed text holds it); by default the field's own. */
  search?: StudentSearch;
  /** Not offered: already chosen elsewhere (a lesson's students). */
  excludeIds?: readonly number[];
  /** An option's text: the full name unless said otherwise. */
  optionLabel?: (student: StudentChoice) => string;
  /** Shown after an option's name (a lesson's busy students are marked). */
  optionNote?: (student: StudentChoice) => ReactNode;
}

interface SingleProps extends FieldProps {
  multiple?: false;
  value: StudentChoice | null;
  onChange: (student: StudentChoice | null) => void;
  /**
   * The text in the field, when the form keeps it (a name typed and not picked is checked against the
   * students, docs/product/rules.md): it then stays after the field loses focus.
   */
  inputValue?: string;
  onInputChange?: (text: string) => void;
}

interface MultipleProps extends FieldProps {
  multiple: true;
  value: readonly StudentChoice[];
  onChange: (students: StudentChoice[]) => void;
}

export type StudentSearchFieldProps = SingleProps | MultipleProps;

const fullNameOf = (student: StudentChoice) => student.fullName;
// the API has filtered the matches: the field shows them as they came
const asTheyCame = (options: StudentChoice[]) => options;

/**
 * A student picker that searches on the server (StudentSearch): typing asks for a page of matches
 * (debounced), 'Загрузка...' while they come, 'Ничего не найдено' when none; the chosen student keeps
 * their name whatever the matches are. One student, or several (`multiple`).
 */
export const StudentSearchField = observer(function StudentSearchField(props: StudentSearchFieldProps) {
  const {
    label,
    placeholder,
    name,
    required,
    error,
    helperText,
    disabled,
    size,
    sx,
    excludeIds,
    optionLabel = fullNameOf,
    optionNote,
  } = props;
  const [own] = useState(() => (props.search ? null : new StudentSearch(http)));
  const search = props.search ?? own!;
  useEffect(() => () => own?.cancel(), [own]);

  const field = { name, label, placeholder, required, error, helperText };
  const chosen: readonly StudentChoice[] = props.multiple ? props.value : props.value ? [props.value] : [];
  const excluded = new Set(excludeIds);
  // the chosen ones are options too (MUI matches a value against its options), hidden from the list
  const options = [
    ...chosen.filter((c) => !search.matches.some((m) => m.id === c.id)),
    ...search.matches.filter((m) => !excluded.has(m.id)),
  ];

  const common = {
    options,
    filterOptions: asTheyCame,
    filterSelectedOptions: true,
    disabled,
    size,
    sx,
    loading: search.isLoading,
    loadingText: STUDENT_SEARCH_TEXTS.loading,
    noOptionsText: search.error ?? STUDENT_SEARCH_TEXTS.nothingFound,
    onOpen: () => search.open(),
    getOptionLabel: optionLabel,
    isOptionEqualToValue: (a: StudentChoice, b: StudentChoice) => a.id === b.id,
    renderOption: ({ key: _key, ...rest }: HTMLAttributes<HTMLLIElement> & { key: Key }, student: StudentChoice) => (
      <li key={student.id} {...rest}>
        {optionLabel(student)}
        {optionNote && (
          <Box component="span" sx={{ ml: 0.5 }}>
            {optionNote(student)}
          </Box>
        )}
      </li>
    ),
    renderInput: (params: object) => <TextField {...params} {...field} />,
  };

  if (props.multiple) {
    const { onChange } = props;
    return (
      <Autocomplete<StudentChoice, true>
        {...common}
        multiple
        value={props.value as StudentChoice[]}
        onChange={(_event, next) => onChange(next)}
        onInputChange={(_event, text, reason) => {
          if (reason === 'input' || reason === 'clear') search.type(text);
        }}
      />
    );
  }

  const { value, onChange, inputValue, onInputChange } = props;
  const keepsText = inputValue !== undefined;
  const text = keepsText ? inputValue : value ? optionLabel(value) : '';
  return (
    <PlainSearchField {...field} disabled={disabled} size={size} sx={sx} text={text}>
      <Autocomplete<StudentChoice>
        {...common}
        value={value}
        onChange={(_event, next) => onChange(next)}
        {...(keepsText ? { inputValue, clearOnBlur: false } : {})}
        onInputChange={(_event, typed, reason) => {
          onInputChange?.(typed);
          if (reason === 'input' || reason === 'clear') search.type(typed);
        }}
      />
    </PlainSearchField>
  );
});
