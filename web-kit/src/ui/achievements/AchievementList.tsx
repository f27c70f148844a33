import { useEffect, useMemo, useState } from 'react';
import { appDeps } from '../crud';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';

import { ListTable } from '../crud/ListTable';
import { useUrlState } from '../crud/use-url-state';
import { lazyScreen } from '../lazy-screen';
import { PageHeader } from '../PageHeader';

import { useConfirm } from '../use-confirm';
import { achievementColumns, type AchievementPerspective } from './achievement-columns';
import { AchievementsStore } from './AchievementsStore';
import { ACHIEVEMENT_TEXTS } from './texts';
import type { Achievement } from './types';

// only those who may edit ever open it, and it brings the date pickers
const AchievementFormDialog = lazyScreen(() => import('./AchievementFormDialog').then((module) => module.AchievementFormDialog));

export interface AchievementListProps {
  title: string;
  perspective: AchievementPerspective;
  /** Edit (in a modal) and archive per row. */
  editable?: boolean;
  /** Where 'Добавить отчет' leads; no link without it. */
  addLink?: string;
  /** For the edit form's subject suggestions. */
  subjects?: readonly string[];
  emptyText?: string;
}

/** docs/product/screens.md "Achievements list": the caller's unarchived achievements, paged and sorted by the API. */
export const AchievementList = observer(function AchievementList({
  title,
  perspective,
  editable = false,
  addLink,
  subjects = [],
  emptyText,
}: AchievementListProps) {
  const [store] = useState(() => new AchievementsStore(appDeps));
  const [editing, setEditing] = useState<Achievement | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  useUrlState(store.url);

  useEffect(() => {
    void store.load();
  }, [store]);

  const columns = useMemo(
    () =>
      achievementColumns(
        perspective,
        editable
          ? {
              onEdit: (achievement) => setEditing(achievement),
              onArchive: (achievement) => void store.archive(achievement, confirm),
            }
          : undefined,
      ),
    [perspective, editable, store, confirm],
  );

  return (
    <>
      <PageHeader
        title={title}
        actions={
          addLink && (
            <Button component={RouterLink} to={addLink} variant="contained" startIcon={<AddIcon />}>
              {ACHIEVEMENT_TEXTS.addLink}
            </Button>
          )
        }
      />
      <ListTable
        aria-label={title}
        list={store.list}
        columns={columns}
        onRetry={() => void store.load()}
        emptyText={emptyText}
        phoneCards
      />
      {editing && (
        <AchievementFormDialog
          achievement={editing}
          subjects={subjects}
          onSubmit={async (input) => {
            const result = await store.update(editing.id, input);
            if (result.ok) setEditing(null);
            return result;
          }}
          onClose={() => setEditing(null)}
        />
      )}
      {confirmDialog}
    </>
  );
});
