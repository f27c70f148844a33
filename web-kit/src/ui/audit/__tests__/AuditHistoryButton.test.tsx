import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { deferred, failing, makeHttp, makeViewer } from '@diary/web-kit/testing';
import type { AuditPage, AuditRecord } from '@diary/common/schemas/audit';
import { AppProviders } from '../../AppProviders';
import { AuditHistoryButton } from '../AuditHistoryButton';
import { AUDIT_CLIP_LENGTH } from '../AuditChanges';

const record = (id: number, changes: AuditRecord['changes'], at = '2026-11-20T10:30:00.000Z'): AuditRecord => ({
  id,
  at,
  actor: { id: 2, fullName: 'Учителев Иван', role: 'TEACHER' },
  action: 'update',
  entity: 'achievement',
  entityId: 7,
  changes,
});

function renderButton(role: 'ADMIN' | 'MODERATOR', routes: Parameters<typeof makeHttp>[0]) {
  const { http, calls } = makeHttp(routes);
  render(
    <AppProviders>
      <AuditHistoryButton entity="achievement" entityId={7} http={http} viewer={makeViewer(role)} />
    </AppProviders>,
  );
  return calls;
}

describe('История изменений', () => {
  it('is not there for a caller without audit.read', () => {
    renderButton('MODERATOR', {});
    expect(screen.queryByRole('button', { name: 'История изменений' })).toBeNull();
  });

  it("opens the record's history, newest first as the API sends it, with each change rendered", async () => {
    const page: AuditPage = { items: [record(9, { points: [3, 5] }), record(4, { notes: [null, 'x'.repeat(120)] })], total: 2 };
    const calls = renderButton('ADMIN', { 'GET audit': () => page });
    fireEvent.click(screen.getByRole('button', { name: 'История изменений' }));
    const dialog = await screen.findByRole('dialog', { name: 'История изменений' });
    expect(await within(dialog).findByText('Баллы: 3 → 5')).toBeTruthy();
    expect(calls[0]).toEqual({ method: 'GET', path: 'audit', arg: { entity: 'achievement', entityId: 7, page: 1, limit: 20 } });
    const entries = within(within(dialog).getByRole('list', { name: 'История изменений' })).getAllByText(
      /Учителев Иван \(Преподаватель\) · Изменение/,
    );
    expect(entries).toHaveLength(2);
    // the long value is clipped, the whole on 'Показать полностью'
    const whole = `Описание: — → ${'x'.repeat(120)}`;
    expect(within(dialog).queryByText(whole)).toBeNull();
    expect(within(dialog).getByText(`${whole.slice(0, AUDIT_CLIP_LENGTH)}…`)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Показать полностью' }));
    expect(within(dialog).getByText(whole, { exact: false })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Показать ещё' })).toBeNull();
  });

  it("says 'Изменений нет' for a record without history, and shows a failure with 'Повторить'", async () => {
    const answer = deferred<AuditPage>();
    let fail = true;
    renderButton('ADMIN', {
      'GET audit': () => {
        if (fail) return failing(500)();
        return answer.promise;
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'История изменений' }));
    expect(await screen.findByText('Не удалось загрузить журнал изменений')).toBeTruthy();
    fail = false;
    fireEvent.click(await screen.findByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Загрузка...')).toBeTruthy();
    answer.resolve({ items: [], total: 0 });
    expect(await screen.findByText('Изменений нет')).toBeTruthy();
  });

  it("loads older records with 'Показать ещё'", async () => {
    const calls = renderButton('ADMIN', {
      'GET audit': (arg) =>
        (arg as { page: number }).page === 1
          ? { items: [record(9, { points: [3, 5] })], total: 2 }
          : { items: [record(4, { points: [1, 3] })], total: 2 },
    });
    fireEvent.click(screen.getByRole('button', { name: 'История изменений' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Показать ещё' }));
    expect(await screen.findByText('Баллы: 1 → 3')).toBeTruthy();
    expect(screen.getByText('Баллы: 3 → 5')).toBeTruthy();
    expect(calls.map((c) => (c.arg as { page: number }).page)).toEqual([1, 2]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull());
  });
});
