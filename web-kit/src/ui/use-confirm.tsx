import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import type { Confirm, ConfirmOptions } from './crud/store-deps';

interface Pending extends ConfirmOptions {
  text: string;
  resolve: (answer: boolean) => void;
}

/**
 * `const [confirm, confirmDialog] = useConfirm()`: render `confirmDialog`, then
 * `if (await confirm('…'))` — so a sequence of questions reads as plain code.
 */
export function useConfirm(): [Confirm, ReactNode] {
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);

  const settle = useCallback((answer: boolean) => {
    pendingRef.current?.resolve(answer);
    pendingRef.current = null;
    setPending(null);
  }, []);

  const confirm = useCallback<Confirm>((text, options) => {
    // a new question dismisses one still open
    pendingRef.current?.resolve(false);
    return new Promise<boolean>((resolve) => {
      pendingRef.current = { text, resolve, ...options };
      setPending(pendingRef.current);
    });
  }, []);

  // an unmounted screen answers "no" rather than leaving its caller waiting
  useEffect(() => () => pendingRef.current?.resolve(false), []);

  const dialog = (
    <ConfirmDialog
      open={pending != null}
      text={pending?.text ?? ''}
      title={pending?.title}
      confirmLabel={pending?.confirmLabel}
      onConfirm={() => settle(true)}
      onCancel={() => settle(false)}
    />
  );
  return [confirm, dialog];
}
