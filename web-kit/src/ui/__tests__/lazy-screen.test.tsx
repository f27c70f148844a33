import { Component, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { lazyScreen, onDemand } from '../lazy-screen';
import { deferred } from '../../testing';

function Greeting({ name }: { name: string }) {
  return <h1>Здравствуйте, {name}</h1>;
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>Не загрузилось</p> : this.props.children;
  }
}

describe('lazyScreen', () => {
  it('shows the loading state until the code comes, then the screen with its props; shown again, it renders at once', async () => {
    const code = deferred<typeof Greeting>();
    const load = jest.fn(() => code.promise);
    const Lazy = lazyScreen(load);

    const first = render(<Lazy name="Анна" />);
    expect(screen.getByRole('status').textContent).toBe('Загрузка...');
    await act(async () => code.resolve(Greeting));
    expect(screen.getByRole('heading').textContent).toBe('Здравствуйте, Анна');
    first.unmount();

    render(<Lazy name="Борис" />);
    expect(screen.getByRole('heading').textContent).toBe('Здравствуйте, Борис');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hands a failed load to the error boundary, and the next attempt loads the code anew', async () => {
    const load = jest.fn<Promise<typeof Greeting>, []>().mockRejectedValueOnce(new Error('сеть')).mockResolvedValueOnce(Greeting);
    const Lazy = lazyScreen(load);
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);

    const first = render(
      <Boundary>
        <Lazy name="Анна" />
      </Boundary>,
    );
    expect(await screen.findByText('Не загрузилось')).toBeTruthy();
    first.unmount();
    spy.mockRestore();

    render(<Lazy name="Вера" />);
    expect(await screen.findByRole('heading', { name: 'Здравствуйте, Вера' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('onDemand', () => {
  it('loads once however often asked, gives what came, and loads anew after a failure', async () => {
    const load = jest.fn<Promise<string>, []>().mockRejectedValueOnce(new Error('сеть')).mockResolvedValue('код');
    const code = onDemand(load);
    expect(code.value).toBeUndefined();

    await expect(code.load()).rejects.toThrow('сеть');
    expect(code.value).toBeUndefined();

    const [first, second] = await Promise.all([code.load(), code.load()]);
    expect([first, second, code.value]).toEqual(['код', 'код', 'код']);
    await code.load();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
