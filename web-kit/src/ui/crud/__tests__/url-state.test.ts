import {
  archiveViewParam,
  dateParam,
  idParam,
  isTyping,
  readUrl,
  searchParam,
  tablePositionParams,
  writeUrl,
  type TablePosition,
  type UrlParams,
} from '../url-state';

interface State extends TablePosition {
  view: 'active' | 'archived';
  teacherId: number | null;
  date: string;
  search: string;
}

const params: UrlParams<State> = {
  view: archiveViewParam(),
  teacherId: idParam('teacher'),
  date: dateParam('date'),
  search: searchParam(),
  ...tablePositionParams([{ field: 'createdAt', sort: 'desc' }]),
};

const DEFAULTS: State = {
  view: 'active',
  teacherId: null,
  date: '',
  search: '',
  page: 0,
  pageSize: 100,
  sortModel: [{ field: 'createdAt', sort: 'desc' }],
};

const url = (state: Partial<State>, kept = '') => writeUrl(params, { ...DEFAULTS, ...state }, new URLSearchParams(kept)).toString();

describe('a list state in the address', () => {
  it('when the state is the default view, then the address is clean', () => {
    expect(url({})).toBe('');
    expect(readUrl(params, new URLSearchParams(''))).toEqual(DEFAULTS);
  });

  it('when filters, page and sort are set, then they are written (page from 1, "-" for descending) and read back', () => {
    const state: State = {
      view: 'archived',
      teacherId: 7,
      date: '2025-03-14',
      search: 'Петров',
      page: 1,
      pageSize: 50,
      sortModel: [{ field: 'lessonDate', sort: 'asc' }],
    };
    const written = url(state);
    expect(written).toBe('view=archived&teacher=7&date=2025-03-14&q=%D0%9F%D0%B5%D1%82%D1%80%D0%BE%D0%B2&page=2&size=50&sort=lessonDate');
    expect(readUrl(params, new URLSearchParams(written))).toEqual(state);
    expect(url({ sortModel: [{ field: 'createdAt', sort: 'asc' }] })).toBe('sort=createdAt');
  });

  it('when the address holds something else (a tab), then it is kept; a filter back at its default leaves it', () => {
    expect(url({ teacherId: 7 }, 'tab=feedback&teacher=3&page=4')).toBe('tab=feedback&teacher=7');
  });

  it('when a hand-edited link holds values that are none, then the defaults stand', () => {
    const read = readUrl(params, new URLSearchParams('view=old&teacher=abc&date=14.03.2025&page=0&size=7&sort=%3Bdrop'));
    expect(read).toEqual(DEFAULTS);
  });

  it('when only the search changed, then it is typing (the address is replaced); a filter or a page is a step of its own', () => {
    expect(isTyping(params, DEFAULTS, { ...DEFAULTS, search: 'П', page: 0 })).toBe(true);
    expect(isTyping(params, DEFAULTS, { ...DEFAULTS, teacherId: 7 })).toBe(false);
    expect(isTyping(params, DEFAULTS, { ...DEFAULTS, page: 3 })).toBe(false);
  });
});
