import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert } from '@mui/material';
import { clashTexts, type ClashCheckRequest, type KnownPeople } from './clash-texts';
import type { ClashCheckStore } from './ClashCheckStore';

interface ClashWarningProps {
  check: ClashCheckStore;
  /** The lesson as the form holds it, or null while it is not complete. */
  request: ClashCheckRequest | null;
  people: KnownPeople;
}

/** Above a lesson form's buttons: what the lesson would clash with, checked as the form changes. */
export const ClashWarning = observer(function ClashWarning({ check, request, people }: ClashWarningProps) {
  // after every render: the store asks only when the request's values have changed
  useEffect(() => check.check(request));
  useEffect(() => () => check.reset(), [check]);
  const texts = clashTexts(check.answer, people);
  if (texts.length === 0) return null;
  return (
    <Alert severity="warning" role="alert" aria-label="Пересечения в расписании">
      {texts.length === 1 ? (
        texts[0]
      ) : (
        <ul style={{ margin: 0, paddingLeft: 16 }}>
          {texts.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
});
