import { render, screen } from '@testing-library/react';
import { AppProviders } from '../../AppProviders';
import { FormDialog } from '../FormDialog';

function renderDialog(saving: boolean) {
  return (
    <AppProviders>
      <FormDialog title="Переместить занятие" submitLabel="Переместить" saving={saving} onSubmit={jest.fn()} onCancel={jest.fn()}>
        <input aria-label="Время" />
      </FormDialog>
    </AppProviders>
  );
}

describe('FormDialog', () => {
  it('keeps the focus in the dialog when its submit button, focused, is disabled to save', () => {
    const { rerender } = render(renderDialog(false));
    const submit = screen.getByRole('button', { name: 'Переместить' });
    submit.focus();
    expect(document.activeElement).toBe(submit);
    rerender(renderDialog(true));
    expect(document.activeElement).toBe(screen.getByRole('dialog', { name: 'Переместить занятие' }));
  });

  it('leaves the focus where it is when the form saves with a field focused', () => {
    const { rerender } = render(renderDialog(false));
    const field = screen.getByRole('textbox', { name: 'Время' });
    field.focus();
    rerender(renderDialog(true));
    expect(document.activeElement).toBe(field);
  });
});
