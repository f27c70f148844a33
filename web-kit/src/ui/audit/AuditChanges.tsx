import { useState } from 'react';
import { Box, Link, Tooltip, Typography } from '@mui/material';
import type { AuditRecord } from '@diary/common/schemas/audit';
import { AUDIT_TEXTS, auditChanges, auditChangeText, type AuditChange } from './audit-format';

/** A change longer than this is clipped; the whole shows on hover and on 'Показать полностью'. */
export const AUDIT_CLIP_LENGTH = 80;

function ChangeLine({ change }: { change: AuditChange }) {
  const [open, setOpen] = useState(false);
  const text = auditChangeText(change);
  if (text.length <= AUDIT_CLIP_LENGTH) {
    return (
      <Typography component="li" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {text}
      </Typography>
    );
  }
  return (
    <Typography component="li" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      {open ? (
        text
      ) : (
        <Tooltip title={text}>
          <span>{`${text.slice(0, AUDIT_CLIP_LENGTH)}…`}</span>
        </Tooltip>
      )}{' '}
      <Link
        component="button"
        type="button"
        variant="body2"
        onClick={(event) => {
          event.stopPropagation();
          setOpen(!open);
        }}
      >
        {open ? AUDIT_TEXTS.collapse : AUDIT_TEXTS.expand}
      </Link>
    </Typography>
  );
}

/** The fields a record changed, one a line: 'поле: было → стало' (the one place a change is rendered). */
export function AuditChanges({ record }: { record: Pick<AuditRecord, 'changes'> }) {
  const changes = auditChanges(record);
  if (changes.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {AUDIT_TEXTS.noChanges}
      </Typography>
    );
  }
  return (
    <Box component="ul" sx={{ m: 0, pl: 2, py: 0.5 }}>
      {changes.map((change) => (
        <ChangeLine key={change.field} change={change} />
      ))}
    </Box>
  );
}
