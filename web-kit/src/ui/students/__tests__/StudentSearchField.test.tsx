import { useState } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { deferred, failing, makeHttp, settle, studentsRoute } from '@diary/web-kit/testing';
import type { Paged, UserListEntry } from '@diary/common/types';
import { AppProviders } from '../../AppProviders';
import { StudentSearch, type StudentChoice } from '../StudentSearch';
import { StudentSearchField } from '../StudentSearchField';

const student = (id: number, second_name: string, first_name: string): UserListEntry => ({
  id,
  fullName: `${second_name} ${first_name}`,
  first_name,
  second_name,
  last_name: null,
});
const SIDOROV = student(30, 'Сидоров', 'Пётр');
const SIDOROVA = student(31, 'Сидорова', 'Анна');
const ORLOVA = student(32, 'Орлова', 'Ольга');
const MANY = Array.from({ length: 25 }, (_, i) => student(100 + i, `Ученик${String(i).padStart(2, '0')}`, 'Иван'));

function setup(students: UserListEntry[] = [SIDOROV, SIDOROVA, ORLOVA]) {
  const { http, calls } = makeHttp({ 'GET users/students': studentsRoute(students) });
  return { http, calls, search: new StudentSearch(http, { delay: 0 }) };
}

function Single({ search, initial = null }: { search: StudentSearch; initial?: StudentChoice | null }) {
  const [value, setValue] = useState<StudentChoice | null>(initial);
  return (
    <>
      <StudentSearchField search={search} label="Ученик" value={value} onChange={setValue} />
      <output aria-label="chosen">{value ? `${value.id} ${value.fullName}` : 'nobody'}</output>
    </>
  );
}

const field = (name = 'Ученик') => screen.getByRole('combobox', { name });
const options = () => screen.queryAllByRole('option').map((option) => option.textContent);
/** Focuses the field, as a person does before typing: a single field is the search itself from then on. */
async function reach(name?: string) {
  await act(async () => field(name).focus());
}
async function type(text: string, name?: string) {
  await reach(name);
  await act(async () => {
    fireEvent.change(field(name), { target: { value: text } });
  });
  await act(settle);
  await act(settle);
}

describe('StudentSearch', () => {
  it('asks the API for a page of 20 matches once the typing pauses: never the whole list', async () => {
    const { http, calls } = makeHttp({ 'GET users/students': studentsRoute(MANY) });
    jest.useFakeTimers();
    try {
      const search = new StudentSearch(http);
      search.type('у');
      search.type('уч');
      search.type('уче');
      expect(search.isLoading).toBe(true);
      expect(calls).toHaveLength(0);
      await act(async () => {
        jest.advanceTimersByTime(300);
      });
      expect(calls).toEqual([{ method: 'GET', path: 'users/students', arg: { q: 'уче', limit: 20 } }]);
      expect(search.matches).toHaveLength(20);
      expect(search.total).toBe(25);
    } finally {
      jest.useRealTimers();
    }
  });

  it('an older answer arriving late is dropped', async () => {
    const first = deferred<Paged<UserListEntry>>();
    const answers = [first.promise, Promise.resolve({ items: [ORLOVA], total: 1 })];
    const { http } = makeHttp({ 'GET users/students': () => answers.shift() });
    const search = new StudentSearch(http, { delay: 0 });
    const older = search.search('сид');
    await search.search('орл');
    first.resolve({ items: [SIDOROV], total: 1 });
    await older;
    expect(search.matches).toEqual([ORLOVA]);
  });

  it('resolves a typed full name: the picked student, one among the matches, else as the API finds them; a failure rejects', async () => {
    const { search, calls } = setup();
    expect(await search.resolve(SIDOROV, 'сидоров  пётр')).toBe(SIDOROV);
    await search.search('Сидоров');
    calls.length = 0;
    expect(await search.resolve(null, 'Сидорова Анна')).toEqual(SIDOROVA);
    expect(calls).toHaveLength(0);
    // the matches answer another text: the API is asked
    expect(await search.resolve(null, 'Орлова Ольга')).toEqual(ORLOVA);
    expect(calls).toEqual([{ method: 'GET', path: 'users/students', arg: { q: 'Орлова Ольга', limit: 20 } }]);
    expect(await search.resolve(null, 'Никто Никтович')).toBeNull();
    expect(await search.resolve(null, '  ')).toBeNull();

    const { http } = makeHttp({ 'GET users/students': failing(500) });
    await expect(new StudentSearch(http).resolve(null, 'Кто-то')).rejects.toThrow();
  });
});

describe('StudentSearchField', () => {
  it("opened, shows the first matches by surname ('Загрузка...' meanwhile); typed, asks the server and shows what it found", async () => {
    const { search, calls } = setup();
    const pending = deferred<Paged<UserListEntry>>();
    const { http } = makeHttp({ 'GET users/students': () => pending.promise });
    const slow = new StudentSearch(http, { delay: 0 });
    const { unmount } = render(
      <AppProviders>
        <Single search={slow} />
      </AppProviders>,
    );
    await reach();
    fireEvent.mouseDown(field());
    expect(await screen.findByText('Загрузка...')).toBeTruthy();
    await act(async () => pending.resolve({ items: [ORLOVA], total: 1 }));
    expect(options()).toEqual(['Орлова Ольга']);
    unmount();

    render(
      <AppProviders>
        <Single search={search} />
      </AppProviders>,
    );
    await type('сидор');
    expect(options()).toEqual(['Сидоров Пётр', 'Сидорова Анна']);
    expect(calls.at(-1)).toEqual({ method: 'GET', path: 'users/students', arg: { q: 'сидор', limit: 20 } });
    expect(calls.every((call) => call.arg !== undefined)).toBe(true);
  });

  it("says 'Ничего не найдено' when nobody matches, and the failure when the search failed", async () => {
    const { search } = setup();
    render(
      <AppProviders>
        <Single search={search} />
      </AppProviders>,
    );
    await type('Никто');
    expect(screen.getByText('Ничего не найдено')).toBeTruthy();

    const { http } = makeHttp({ 'GET users/students': failing(500) });
    const broken = new StudentSearch(http, { delay: 0 });
    render(
      <AppProviders>
        <StudentSearchField search={broken} label="Другой" value={null} onChange={jest.fn()} />
      </AppProviders>,
    );
    await type('Сид', 'Другой');
    expect(screen.getByText('Ошибка загрузки учеников')).toBeTruthy();
  });

  it('a student picked keeps their name while other matches come, and a record’s own student shows from the start', async () => {
    const { search } = setup();
    render(
      <AppProviders>
        <Single search={search} initial={{ id: 77, fullName: 'Архивов Архип' }} />
      </AppProviders>,
    );
    expect((field() as HTMLInputElement).value).toBe('Архивов Архип');
    await type('орл');
    await act(async () => fireEvent.click(screen.getByRole('option', { name: 'Орлова Ольга' })));
    expect(screen.getByLabelText('chosen').textContent).toBe('32 Орлова Ольга');
    await act(() => search.search('сидор'));
    expect((field() as HTMLInputElement).value).toBe('Орлова Ольга');
  });

  it('is a plain field until reached for, then the search, with the focus handed over and the text kept', async () => {
    const { search, calls } = setup();
    render(
      <AppProviders>
        <Single search={search} initial={{ id: 77, fullName: 'Архивов Архип' }} />
      </AppProviders>,
    );
    const plain = field() as HTMLInputElement;
    expect(plain.value).toBe('Архивов Архип');
    expect(plain.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Открыть' })).toBeNull();

    await reach();
    const searchField = field() as HTMLInputElement;
    expect(searchField).not.toBe(plain);
    expect(document.activeElement).toBe(searchField);
    expect(searchField.value).toBe('Архивов Архип');
    expect(screen.getByRole('button', { name: 'Открыть' })).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('picks several (multiple), leaving out those excluded and those chosen already', async () => {
    const { search } = setup();
    const onChange = jest.fn();
    function Several() {
      const [value, setValue] = useState<StudentChoice[]>([]);
      return (
        <StudentSearchField
          multiple
          search={search}
          label="Ученики"
          excludeIds={[31]}
          value={value}
          onChange={(next) => {
            setValue(next);
            onChange(next.map((s) => s.id));
          }}
        />
      );
    }
    render(
      <AppProviders>
        <Several />
      </AppProviders>,
    );
    fireEvent.mouseDown(field('Ученики'));
    await act(settle);
    expect(options()).toEqual(['Сидоров Пётр', 'Орлова Ольга']);
    await act(async () => fireEvent.click(screen.getByRole('option', { name: 'Орлова Ольга' })));
    fireEvent.mouseDown(field('Ученики'));
    expect(options()).toEqual(['Сидоров Пётр']);
    await act(async () => fireEvent.click(screen.getByRole('option', { name: 'Сидоров Пётр' })));
    expect(onChange).toHaveBeenLastCalledWith([32, 30]);
    expect(within(field('Ученики').parentElement!).getByText('Орлова Ольга')).toBeTruthy();
  });
});
