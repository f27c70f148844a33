import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { LoadError } from '../LoadError';
import { Loading } from '../Loading';
import type { CalendarFeedStore } from './CalendarFeedStore';
import { CALENDAR_FEED_TEXTS as TEXTS } from './week-texts';

export interface CalendarFeedDialogProps {
  open: boolean;
  onClose(): void;
  store: CalendarFeedStore;
}

/**
 * 'Подписаться в календаре': on opening asks for a new feed address (POST calendar/feed), shows it
 * read-only with 'Копировать', 'Отключить' and how to use it; the loading and the error have their
 * own states. Once turned off, it says so and offers a new address.
 */
export const CalendarFeedDialog = observer(function CalendarFeedDialog({ open, onClose, store }: CalendarFeedDialogProps) {
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    void store.request();
    return () => store.close();
  }, [open, store]);

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="calendar-feed-title">
      <DialogTitle id="calendar-feed-title">{TEXTS.title}</DialogTitle>
      <DialogContent>
        {store.status.error ? (
          <LoadError message={store.status.error} onRetry={() => void store.request()} />
        ) : store.disconnected ? (
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 2, pt: 1 }}>
            <Typography role="status" variant="body2">
              {TEXTS.disconnected}
            </Typography>
            <Button variant="contained" onClick={() => void store.request()}>
              {TEXTS.newAddress}
            </Button>
          </Box>
        ) : !store.url ? (
          <Loading text={TEXTS.preparing} />
        ) : (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
            <Typography variant="body2">{TEXTS.hint}</Typography>
            <TextField
              label={TEXTS.address}
              value={store.url}
              fullWidth
              inputRef={field}
              onFocus={(event) => event.target.select()}
              slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
            />
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
              <Button variant="contained" onClick={() => void store.copy(field.current)}>
                {TEXTS.copy}
              </Button>
              <Button color="error" disabled={store.isDisconnecting} onClick={() => void store.disconnect()}>
                {TEXTS.disconnect}
              </Button>
              {store.copyResult && (
                <Typography role="status" variant="body2" color={store.copyResult.ok ? 'success.main' : 'error'}>
                  {store.copyResult.text}
                </Typography>
              )}
            </Box>
            {store.disconnectError && (
              <Typography role="alert" variant="body2" color="error">
                {store.disconnectError}
              </Typography>
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{TEXTS.close}</Button>
      </DialogActions>
    </Dialog>
  );
});
