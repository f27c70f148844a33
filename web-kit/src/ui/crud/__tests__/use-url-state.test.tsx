import { act, render } from '@testing-library/react';
import { makeAutoObservable } from 'mobx';
import { dateParam } from '../url-state';
import { useUrlState, type UrlBinding } from '../use-url-state';

// A router that shows each navigation only when the test says so, as a busy browser renders them late.
const router = {
  shown: new URLSearchParams(),
  asked: [] as string[],
  listeners: new Set<() => void>(),
  show(search: string) {
    router.shown = new URLSearchParams(search);
    router.listeners.forEach((listener) => listener());
  },
};

jest.mock('react-router-dom', () => {
  const { useEffect, useState } = jest.requireActual<typeof import('react')>('react');
  return {
    useSearchParams: () => {
      const [, rerender] = useState(0);
      useEffect(() => {
        const listener = () => rerender((n) => n + 1);
        router.listeners.add(listener);
        return () => void router.listeners.delete(listener);
      }, []);
      return [router.shown, (next: URLSearchParams) => router.asked.push(next.toString())];
    },
  };
});

class DayStore {
  date = '2026-11-26';
  loads: string[] = [];
  constructor() {
    makeAutoObservable(this);
  }
  show(date: string) {
    this.date = date;
  }
  get url(): UrlBinding<{ date: string }> {
    return {
      params: { date: dateParam('date') },
      read: () => ({ date: this.date }),
      apply: ({ date }) => this.show(date),
      load: () => this.loads.push(this.date),
    };
  }
}

function Screen({ store }: { store: DayStore }) {
  useUrlState(store.url);
  return null;
}

function mount(search: string) {
  router.shown = new URLSearchParams(search);
  router.asked = [];
  const store = new DayStore();
  render(<Screen store={store} />);
  return store;
}

describe('useUrlState', () => {
  it('when the store moves on before the router shows the address it asked for, then that late address does not take the store back', () => {
    const store = mount('date=2026-11-26');

    act(() => store.show('2026-12-03'));
    act(() => store.show('2026-12-10'));
    expect(router.asked).toEqual(['date=2026-12-03', 'date=2026-12-10']);

    act(() => router.show('date=2026-12-03'));
    expect(store.date).toBe('2026-12-10');
    act(() => router.show('date=2026-12-10'));
    expect(store.date).toBe('2026-12-10');
    expect(store.loads).toEqual([]);
    expect(router.asked).toHaveLength(2);
  });

  it('when the store comes back to the address still shown while another is on its way, then it asks for it again', () => {
    const store = mount('date=2026-11-26');

    act(() => store.show('2026-12-03'));
    act(() => store.show('2026-11-26'));

    expect(router.asked).toEqual(['date=2026-12-03', 'date=2026-11-26']);
  });

  it('when the address changes by Back, then the store takes it and loads', () => {
    const store = mount('date=2026-11-26');
    act(() => store.show('2026-12-03'));
    act(() => router.show('date=2026-12-03'));

    act(() => router.show('date=2026-11-26'));

    expect(store.date).toBe('2026-11-26');
    expect(store.loads).toEqual(['2026-11-26']);
  });
});
