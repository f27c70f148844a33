import { useEffect, useState, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate, useParams } from 'react-router-dom';
import { Box, Button, Chip, Typography } from '@mui/material';
import { Card, CardContent } from '@diary/mui-more';
import ArchiveIcon from '@mui/icons-material/Archive';
import DeleteIcon from '@mui/icons-material/Delete';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import EditIcon from '@mui/icons-material/Edit';
import RestoreIcon from '@mui/icons-material/Restore';
import { pluralize, type Cabinet } from '@diary/common';
import { appDeps, ArchiveViewTabs, closeOnSuccess, FiltersBar, NotFoundPage, RowAction, SearchField, useConfirm } from '@diary/web-kit';

import { DetailHeader, DetailLoadState, LoadedSection } from '../shared';
import { CabinetForm } from './CabinetForm';
import { infoOf } from './filial-form-model';
import { FilialForm } from './FilialForm';
import { FilialPageStore } from './FilialPageStore';
import { ACTION_LABELS, ARCHIVED_STATUS } from './filial-text';

const CABINETS = ['кабинет', 'кабинета', 'кабинетов'] as const;

interface CardAction {
  action: string;
  color: 'primary' | 'error';
  icon: ReactNode;
  run: () => void;
}

/** /admin/filials/:id. */
export function FilialPage() {
  const { id } = useParams();
  const filialId = Number(id);
  if (!Number.isInteger(filialId) || filialId <= 0) return <NotFoundPage />;
  return <FilialPageView key={filialId} filialId={filialId} />;
}

const FilialPageView = observer(function FilialPageView({ filialId }: { filialId: number }) {
  const [store] = useState(() => new FilialPageStore(appDeps, filialId));
  const [modal, setModal] = useState<'filial' | 'cabinet' | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  const navigate = useNavigate();

  useEffect(() => {
    void store.load();
  }, [store]);

  const { filial } = store;
  if (!filial)
    return <DetailLoadState error={store.record.error} onRetry={() => void store.load()} onBack={() => void navigate('/admin/filials')} />;

  const info = infoOf(filial);
  const { rights, cabinets, archivedCabinets, cabinetsView } = store;
  const current = store.currentCabinets;
  const archivedView = cabinetsView === 'archived';
  const list = store.filteredCabinets;
  // an archived cabinet is restored or deleted for good; an active one archived or deleted —
  // deleting for good is offered to an ADMIN only (cabinets.delete), a MODERATOR archives
  const deleteCabinet = (cabinet: Cabinet, action: string, icon: ReactNode): CardAction[] =>
    rights.deleteCabinets ? [{ action, color: 'error', icon, run: () => void store.deleteCabinet(cabinet, confirm) }] : [];
  const cabinetActions = (cabinet: Cabinet): CardAction[] =>
    archivedView
      ? [
          {
            action: ACTION_LABELS.restore,
            color: 'primary',
            icon: <RestoreIcon fontSize="small" />,
            run: () => void store.restoreCabinet(cabinet),
          },
          ...deleteCabinet(cabinet, ACTION_LABELS.forceDelete, <DeleteForeverIcon fontSize="small" />),
        ]
      : [
          {
            action: ACTION_LABELS.archive,
            color: 'primary',
            icon: <ArchiveIcon fontSize="small" />,
            run: () => void store.archiveCabinet(cabinet, confirm),
          },
          // docs/product/screens.md "Branch page": the card's delete icon, with docs/product/rules.md's "cannot be undone" question.
          ...deleteCabinet(cabinet, ACTION_LABELS.delete, <DeleteIcon fontSize="small" />),
        ];
  return (
    <>
      <DetailHeader
        title={filial.name}
        actions={
          <>
            {filial.isArchived && <Chip label={ARCHIVED_STATUS} />}
            {rights.manageFilial && (
              <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setModal('filial')}>
                Изменить
              </Button>
            )}
            {rights.manageCabinets && !filial.isArchived && (
              <Button variant="contained" onClick={() => setModal('cabinet')}>
                Добавить кабинет +
              </Button>
            )}
          </>
        }
      >
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0, mt: 1 }}>
          <Detail term="Город" value={info?.city} />
          <Detail term="Адрес" value={info?.street} />
          <Detail term="График работы" value={info?.work_schedule} />
          <Detail
            term="Часы работы"
            value={info?.time_start || info?.time_end ? `${info.time_start ?? '…'} – ${info.time_end ?? '…'}` : null}
          />
        </Box>
      </DetailHeader>

      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          Кабинеты филиала
        </Typography>
        <Typography color="text.secondary">
          {archivedView
            ? `В архиве: ${pluralize(archivedCabinets.items.length, CABINETS)}`
            : `Всего: ${pluralize(cabinets.items.length, CABINETS)}`}
        </Typography>
      </Box>
      <ArchiveViewTabs value={cabinetsView} onChange={(view) => store.setCabinetsView(view)} label="Активные или архивные кабинеты" />
      <FiltersBar>
        <SearchField label="Поиск" placeholder="поиск кабинета" value={store.search} onChange={(v) => store.setSearch(v)} />
      </FiltersBar>

      <LoadedSection
        loading={current.isLoading && !current.loaded}
        error={current.error}
        onRetry={() => void store.reloadCurrentCabinets()}
      >
        {current.items.length === 0 ? (
          archivedView ? (
            <Box sx={{ textAlign: 'center', py: 4 }}>
              <Typography variant="h6">В архиве нет кабинетов</Typography>
            </Box>
          ) : (
            <Box sx={{ textAlign: 'center', py: 4 }}>
              <Typography variant="h6">Нет кабинетов</Typography>
              <Typography color="text.secondary">В данном филиале пока нет созданных кабинетов.</Typography>
            </Box>
          )
        ) : list.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            Ничего не найдено
          </Typography>
        ) : (
          <Box
            component="ul"
            aria-label={archivedView ? 'Архивные кабинеты филиала' : 'Кабинеты филиала'}
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}
          >
            {list.map((cabinet) => (
              <CabinetCard key={cabinet.id} cabinet={cabinet}>
                {rights.manageCabinets &&
                  cabinetActions(cabinet).map(({ action, color, icon, run }) => (
                    <RowAction key={action} title={action} label={`${action} ${cabinet.name}`} color={color} icon={icon} onClick={run} />
                  ))}
              </CabinetCard>
            ))}
          </Box>
        )}
      </LoadedSection>

      {modal === 'filial' && (
        <FilialForm
          filial={filial}
          onSubmit={closeOnSuccess(
            (payload) => store.saveFilial(payload),
            () => setModal(null),
          )}
          onCancel={() => setModal(null)}
        />
      )}
      {modal === 'cabinet' && (
        <CabinetForm
          filialId={filial.id}
          onSubmit={closeOnSuccess(
            (payload) => store.createCabinet(payload),
            () => setModal(null),
          )}
          onCancel={() => setModal(null)}
        />
      )}
      {confirmDialog}
    </>
  );
});

function Detail({ term, value }: { term: string; value: string | null | undefined }) {
  return (
    <>
      <Typography component="dt" color="text.secondary">
        {term}:
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {value || '—'}
      </Typography>
    </>
  );
}

/** docs/product/screens.md "Branch page" card: name, capacity, colour sample, creation date, and the actions given. */
function CabinetCard({ cabinet, children }: { cabinet: Cabinet; children?: ReactNode }) {
  return (
    <Card component="li" variant="outlined" aria-label={cabinet.name} onClick={() => console.info('Кабинет', cabinet.id)}>
      <CardContent sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <Box
          role="img"
          aria-label={`Цвет ${cabinet.color}`}
          sx={{ width: 24, height: 24, borderRadius: 1, bgcolor: cabinet.color, flexShrink: 0, mt: 0.5, border: 1, borderColor: 'divider' }}
        />
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {cabinet.name}
          </Typography>
          <Typography variant="body2">Вместимость: {cabinet.quantity} мест</Typography>
          <Typography variant="caption" color="text.secondary">
            Создан {new Date(cabinet.createdAt).toLocaleDateString('ru-RU')}
          </Typography>
          {cabinet.isArchived && (
            <Box>
              <Chip size="small" label={ARCHIVED_STATUS} sx={{ mt: 0.5 }} />
            </Box>
          )}
        </Box>
        {children && (
          <Box sx={{ display: 'flex', gap: 0.5 }} onClick={(event) => event.stopPropagation()}>
            {children}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
