import { act, fireEvent } from '@testing-library/react';
import type { Paged } from '@diary/common/types';
import type { Route } from './fake-http';

const words = (text: string) => text.toLocaleLowerCase('ru').replaceAll('ё', 'е').split(/\s+/).filter(Boolean);

/**
 * A fake of GET users/students's search (docs/api/contract.md): without q, page or limit the whole array;
 * otherwise the students whose full name holds every word of q, the first `limit` (20), and their total.
 */
export function studentsRoute<S extends { fullName: string }>(students: readonly S[]): Route {
  return (arg) => {
    const { q, limit, page } = (arg ?? {}) as { q?: string; limit?: number; page?: number };
    if (q === undefined && limit === undefined && page === undefined) return [...students];
    const wanted = words(q ?? '');
    const found = students.filter((s) => wanted.every((word) => words(s.fullName).some((part) => part.includes(word))));
    const answer: Paged<S> = { items: found.slice(0, limit && limit > 0 ? limit : undefined), total: found.length };
    return answer;
  };
}

/**
 * Types `text` into a student field as a person does: focused first (until then the field is a plain
 * stand-in, the kit's PlainSearchField), then typed into the search it has become. `find` finds the field anew.
 */
export function typeStudent(find: () => HTMLElement, text: string): void {
  act(() => find().focus());
  fireEvent.change(find(), { target: { value: text } });
}
