import { useEffect, useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Box, Button, Dialog, IconButton, Tooltip, DialogActions, DialogContent, DialogTitle, Divider, Typography } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import { http as sessionHttp, session, type HttpClient } from 'mf_auth/session';
import type { AuditEntity } from '@diary/common/schemas/audit';
import type { Viewer } from '../crud/store-deps';
import { LoadError } from '../LoadError';
import { Loading } from '../Loading';
import { usePhone } from '../use-phone';
import { AuditChanges } from './AuditChanges';
import { AUDIT_TEXTS, auditActionText, auditActorText, formatAuditTime } from './audit-format';
import { AuditHistoryStore } from './AuditHistoryStore';

interface AuditHistoryProps {
  entity: AuditEntity;
  entityId: number;
  /** The session's by default; tests pass their doubles. */
  http?: Pick<HttpClient, 'get'>;
  viewer?: Viewer;
  /** An icon (a table's row) instead of the text button. */
  compact?: boolean;
  /** What the button is called for screen readers, when a page has several ('История изменений: …'). */
  label?: string;
}

const AuditHistoryDialog = observer(function AuditHistoryDialog({ store, onClose }: { store: AuditHistoryStore; onClose: () => void }) {
  const titleId = useId();
  const phone = usePhone();
  const { items } = store;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{AUDIT_TEXTS.historyTitle}</DialogTitle>
      <DialogContent dividers>
        {store.status.error && !store.status.isLoading ? (
          <LoadError message={store.status.error} onRetry={() => void (items.length ? store.more() : store.load())} />
        ) : null}
        {items.length > 0 && (
          <Box component="ol" aria-label={AUDIT_TEXTS.historyTitle} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {items.map((record, index) => (
              <Box component="li" key={record.id}>
                {index > 0 && <Divider sx={{ my: 1 }} />}
                <Typography variant="subtitle2">
                  {formatAuditTime(record.at)} · {auditActorText(record.actor)} · {auditActionText(record)}
                </Typography>
                <AuditChanges record={record} />
              </Box>
            ))}
          </Box>
        )}
        {store.status.isLoading && <Loading />}
        {store.status.loaded && !store.status.isLoading && !store.status.error && items.length === 0 && (
          <Typography color="text.secondary">{AUDIT_TEXTS.empty}</Typography>
        )}
        {store.hasMore && !store.status.isLoading && !store.status.error && (
          <Button sx={{ mt: 1 }} onClick={() => void store.more()}>
            {AUDIT_TEXTS.more}
          </Button>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{AUDIT_TEXTS.close}</Button>
      </DialogActions>
    </Dialog>
  );
});

/**
 * 'История изменений' of one record (docs/product/beyond.md §4): a button that opens the record's
 * history, newest first. Only for those who may read the audit; nothing at all for the others.
 */
export function AuditHistoryButton({ entity, entityId, http = sessionHttp, viewer = session, compact = false, label }: AuditHistoryProps) {
  const [store, setStore] = useState<AuditHistoryStore | null>(null);

  useEffect(() => () => store?.cancel(), [store]);

  if (!viewer.can('audit.read')) return null;

  function open() {
    const next = new AuditHistoryStore(http, entity, entityId);
    setStore(next);
    void next.load();
  }

  return (
    <>
      {compact ? (
        <Tooltip title={AUDIT_TEXTS.historyButton}>
          <IconButton size="small" aria-label={label ?? AUDIT_TEXTS.historyButton} onClick={open}>
            <HistoryIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : (
        <Button startIcon={<HistoryIcon />} aria-label={label} onClick={open}>
          {AUDIT_TEXTS.historyButton}
        </Button>
      )}
      {store && <AuditHistoryDialog store={store} onClose={() => setStore(null)} />}
    </>
  );
}
