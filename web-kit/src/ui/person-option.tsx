import type { HTMLAttributes, Key } from 'react';

/**
 * An option of a people typeahead (students, teachers), keyed by id: MUI keys an option by its
 * label, and two people may share a full name.
 */
export function renderPersonOption(props: HTMLAttributes<HTMLLIElement> & { key: Key }, option: { id: number; fullName: string }) {
  const { key: _key, ...rest } = props;
  return (
    <li key={option.id} {...rest}>
      {option.fullName}
    </li>
  );
}
