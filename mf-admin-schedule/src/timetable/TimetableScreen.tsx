import { useEffect, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import { Alert, Box, Button, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { pluralize, type Lesson } from '@diary/common';
import { appDeps, Loading, PageHeader, useConfirm } from '@diary/web-kit';

import { infoOf } from '../filials';
import { ClashCheckStore } from '../lessons';
import { BoardChoicesStore, saveBoardLesson } from './BoardChoicesStore';
import { BoardLessonForm } from './BoardLessonForm';
import { TimetableBoard, type BoardActions } from './TimetableBoard';
import { TimetableStore } from './TimetableStore';

const LESSONS = ['занятие', 'занятия', 'занятий'] as const;
const CABINETS = ['кабинет', 'кабинета', 'кабинетов'] as const;

type FormState = { cabinetId: number; day: number; lesson?: Lesson; start?: string } | null;

/** /admin/shedule 'Расписание занятий'. */
export const TimetableScreen = observer(function TimetableScreen() {
  const [store] = useState(() => new TimetableStore(appDeps));
  const [choices] = useState(() => new BoardChoicesStore(appDeps));
  const [clashCheck] = useState(() => new ClashCheckStore(appDeps));
  const [form, setForm] = useState<FormState>(null);
  const [params, setParams] = useSearchParams();
  const [confirm, confirmDialog] = useConfirm();
  const param = Number(params.get('filialId'));
  const filialId = Number.isInteger(param) && param > 0 ? param : null;

  useEffect(() => {
    void store.loadFilials();
  }, [store]);

  useEffect(() => {
    void store.selectFilial(filialId);
  }, [store, filialId]);

  function choose(value: string) {
    const next = new URLSearchParams(params);
    if (value) next.set('filialId', value);
    else next.delete('filialId');
    setParams(next);
  }

  const actions = useMemo<BoardActions>(
    () => ({
      add: (cabinetId, day, start) => {
        void choices.load();
        setForm({ cabinetId, day, start });
      },
      edit: (lesson) => {
        void choices.load();
        setForm({ cabinetId: lesson.cabinet_id, day: lesson.day_of_week, lesson });
      },
      remove: (lesson) => void store.deleteLesson(lesson, confirm),
    }),
    [choices, store, confirm],
  );

  const { filial, filials } = store;
  const info = filial ? infoOf(filial) : null;
  return (
    <>
      <PageHeader title="Расписание занятий" />
      <Box sx={{ mb: 2 }}>
        <TextField
          select
          size="small"
          label="Филиал"
          sx={{ minWidth: 280 }}
          value={filialId != null && filials.loaded ? String(filialId) : ''}
          onChange={(e) => choose(e.target.value)}
          disabled={filials.isLoading && !filials.loaded}
        >
          {filials.items.length === 0 && (
            <MenuItem value="" disabled>
              {filials.isLoading ? 'Загрузка...' : 'Нет доступных филиалов'}
            </MenuItem>
          )}
          {filials.items.map((f) => (
            <MenuItem key={f.id} value={String(f.id)}>
              {f.name}
              {infoOf(f)?.city ? ` (${infoOf(f)!.city})` : ''}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {filials.error && (
        <Alert severity="error" sx={{ mb: 2 }} action={<Button onClick={() => void store.loadFilials()}>Повторить</Button>}>
          {filials.error}
        </Alert>
      )}

      {filialId == null ? (
        <Box sx={{ textAlign: 'center', py: 6 }}>
          <Typography variant="h6">Выберите филиал</Typography>
          <Typography color="text.secondary">Выберите филиал в списке выше, чтобы увидеть расписание его кабинетов.</Typography>
        </Box>
      ) : store.status.error ? (
        <Alert severity="error" action={<Button onClick={() => void store.loadWeek()}>Повторить</Button>}>
          {store.status.error}
        </Alert>
      ) : store.status.isLoading && !store.week ? (
        <Loading text="Загрузка расписания..." />
      ) : (
        <>
          <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
            <Typography variant="h6" component="h2">
              {filial?.name ?? ''}
              {info?.city ? `, ${info.city}` : ''}
            </Typography>
            {info?.street && <Typography color="text.secondary">{info.street}</Typography>}
            {info?.work_schedule && <Typography color="text.secondary">{info.work_schedule}</Typography>}
            <Typography sx={{ mt: 0.5 }}>
              {pluralize(store.lessonCount, LESSONS)} · {pluralize(store.cabinets.length, CABINETS)}
            </Typography>
          </Paper>
          {store.cabinets.length === 0 ? (
            <Box sx={{ textAlign: 'center', py: 6 }}>
              <Typography variant="h6">Нет кабинетов</Typography>
              <Typography color="text.secondary">В данном филиале нет активных кабинетов для составления расписания.</Typography>
            </Box>
          ) : (
            <TimetableBoard key={filialId} store={store} actions={actions} />
          )}
        </>
      )}
      {form && (
        <BoardLessonForm
          cabinetId={form.cabinetId}
          cabinets={store.cabinets}
          day={form.day}
          lessonsOf={(cabinetId) => store.lessonsOf(cabinetId, form.day)}
          lesson={form.lesson}
          defaultStart={form.start}
          choices={choices}
          clashCheck={clashCheck}
          onSubmit={async (payload) => {
            const result = await saveBoardLesson(appDeps, payload);
            if (result.ok) {
              setForm(null);
              void store.loadWeek();
            }
            return result;
          }}
          onCancel={() => setForm(null)}
        />
      )}
      {confirmDialog}
    </>
  );
});
