import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd';
import { Alert, Box, Button, IconButton, MenuItem, Paper, TextField, Tooltip, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import {
  LESSON_STATUS_COLORS,
  LESSON_STATUS_LABELS,
  WEEKDAYS,
  formatTimeOfDay,
  groupTypeAbbreviation,
  initials,
  pluralize,
  type Cabinet,
  type Lesson,
} from '@diary/common';
import { Loading, PageHeader, toast, useConfirm } from '@diary/common/ui';
import { http, session } from 'mf_auth/session';
import { infoOf } from '../filials/filial-form-model';
import { BoardChoicesStore, saveBoardLesson } from './BoardChoicesStore';
import { BoardLessonForm } from './BoardLessonForm';
import {
  firstFreeStart,
  lessonDragId,
  lessonsOverlapping,
  lessonsStartingIn,
  parseLessonDragId,
  parseSlotId,
  slotId,
  slotLabel,
} from './board-model';
import { TimetableStore } from './TimetableStore';

const LESSONS = ['занятие', 'занятия', 'занятий'] as const;
const CABINETS = ['кабинет', 'кабинета', 'кабинетов'] as const;
const SLOT_HEIGHT = 50;
const CABINET_WIDTH = 220;
const LABEL_WIDTH = 110;

type FormState = { cabinetId: number; day: number; lesson?: Lesson; start?: string } | null;

/** /admin/shedule 'Расписание занятий'. */
export const TimetablePage = observer(function TimetablePage() {
  const [deps] = useState(() => ({ http, viewer: session, notify: toast }));
  const [store] = useState(() => new TimetableStore(deps));
  const [choices] = useState(() => new BoardChoicesStore(deps));
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

  function openForm(state: NonNullable<FormState>) {
    void choices.load();
    setForm(state);
  }

  function onDragEnd(result: DropResult) {
    if (!result.destination) return;
    const lessonId = parseLessonDragId(result.draggableId);
    const target = parseSlotId(result.destination.droppableId);
    if (lessonId == null || !target) return;
    void store.drop(lessonId, target);
  }

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
      ) : store.error ? (
        <Alert severity="error" action={<Button onClick={() => void store.loadWeek()}>Повторить</Button>}>
          {store.error}
        </Alert>
      ) : store.isLoading && !store.week ? (
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
            <DragDropContext onDragEnd={onDragEnd}>
              <Box sx={{ overflowX: 'auto' }}>
                <Box sx={{ minWidth: LABEL_WIDTH + CABINET_WIDTH * store.cabinets.length }}>
                  <Box sx={{ display: 'flex', position: 'sticky', top: 0, zIndex: 2, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
                    <Box sx={{ width: LABEL_WIDTH, flexShrink: 0 }} />
                    {store.cabinets.map((cabinet) => (
                      <CabinetHeader key={cabinet.id} cabinet={cabinet} />
                    ))}
                  </Box>
                  {WEEKDAYS.map((day) => (
                    <Box key={day.value} component="section" aria-label={day.name} sx={{ borderBottom: 2, borderColor: 'divider' }}>
                      <Typography sx={{ px: 1, py: 0.5, bgcolor: 'action.hover', fontWeight: 600 }}>
                        {day.name} · {pluralize(store.dayCount(day.value), LESSONS)}
                      </Typography>
                      {store.slots.map((slot) => (
                        <Box key={slot} sx={{ display: 'flex', borderTop: 1, borderColor: 'divider' }}>
                          <Typography variant="caption" sx={{ width: LABEL_WIDTH, flexShrink: 0, px: 1, py: 0.5, color: 'text.secondary' }}>
                            {slotLabel(slot)}
                          </Typography>
                          {store.cabinets.map((cabinet) => (
                            <Slot
                              key={cabinet.id}
                              store={store}
                              cabinet={cabinet}
                              day={day.value}
                              slot={slot}
                              onAdd={(start) => openForm({ cabinetId: cabinet.id, day: day.value, start })}
                              onEdit={(lesson) => openForm({ cabinetId: cabinet.id, day: day.value, lesson })}
                              onDelete={(lesson) => void store.deleteLesson(lesson, confirm)}
                            />
                          ))}
                        </Box>
                      ))}
                    </Box>
                  ))}
                </Box>
              </Box>
            </DragDropContext>
          )}
        </>
      )}
      {form && (
        <BoardLessonForm
          cabinetId={form.cabinetId}
          day={form.day}
          lessons={store.lessonsOf(form.cabinetId, form.day)}
          lesson={form.lesson}
          defaultStart={form.start}
          choices={choices}
          onSubmit={async (payload) => {
            const result = await saveBoardLesson(deps, payload);
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

function CabinetHeader({ cabinet }: { cabinet: Cabinet }) {
  return (
    <Box sx={{ width: CABINET_WIDTH, flexShrink: 0, px: 1, py: 0.5, display: 'flex', alignItems: 'center', gap: 1, borderLeft: 1, borderColor: 'divider' }}>
      <Box aria-hidden sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: cabinet.color, flexShrink: 0 }} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle2" noWrap>
          {cabinet.name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {cabinet.quantity} мест
        </Typography>
      </Box>
    </Box>
  );
}

interface SlotProps {
  store: TimetableStore;
  cabinet: Cabinet;
  day: number;
  slot: number;
  onAdd: (start: string) => void;
  onEdit: (lesson: Lesson) => void;
  onDelete: (lesson: Lesson) => void;
}

const Slot = observer(function Slot({ store, cabinet, day, slot, onAdd, onEdit, onDelete }: SlotProps) {
  const lessons = store.lessonsOf(cabinet.id, day);
  const starting = lessonsStartingIn(lessons, slot);
  const occupied = lessonsOverlapping(lessons, slot).length > 0;
  const free = firstFreeStart(lessons, slot, 5);
  return (
    <Droppable droppableId={slotId({ cabinetId: cabinet.id, day, start: slot })} isDropDisabled={!store.canManage || store.busy}>
      {(provided, snapshot) => (
        <Box
          ref={provided.innerRef}
          {...provided.droppableProps}
          data-testid={`slot-${cabinet.id}-${day}-${formatTimeOfDay(slot)}`}
          sx={{
            width: CABINET_WIDTH,
            flexShrink: 0,
            minHeight: SLOT_HEIGHT,
            borderLeft: 1,
            borderColor: 'divider',
            p: 0.5,
            position: 'relative',
            bgcolor: snapshot.isDraggingOver ? 'action.selected' : occupied ? `${cabinet.color}14` : undefined,
          }}
        >
          {snapshot.isDraggingOver && (
            <Typography variant="caption" sx={{ display: 'block', textAlign: 'center', fontWeight: 600, color: 'primary.main' }}>
              {occupied && !lessonsOverlapping(lessons, slot).every((l) => l.id === parseLessonDragId(snapshot.draggingOverWith ?? ''))
                ? 'Обменять местами'
                : 'Переместить сюда'}
            </Typography>
          )}
          {starting.map((lesson, index) => (
            <Draggable key={lesson.id} draggableId={lessonDragId(lesson.id)} index={index} isDragDisabled={!store.canManage || store.busy}>
              {(drag) => (
                <Box ref={drag.innerRef} {...drag.draggableProps} {...drag.dragHandleProps} sx={{ mb: 0.5 }}>
                  <LessonCard lesson={lesson} cabinet={cabinet} canManage={store.canManage} onEdit={() => onEdit(lesson)} onDelete={() => onDelete(lesson)} />
                </Box>
              )}
            </Draggable>
          ))}
          {provided.placeholder}
          {store.canManage && free != null && !snapshot.isDraggingOver && (
            <Button
              size="small"
              fullWidth
              variant="text"
              sx={{ minHeight: occupied ? 25 : 40, fontSize: occupied ? 11 : undefined, opacity: 0.6, '&:hover': { opacity: 1 } }}
              onClick={() => onAdd(formatTimeOfDay(free))}
              aria-label={`Добавить занятие ${cabinet.name} ${formatTimeOfDay(free)}`}
            >
              Добавить занятие
            </Button>
          )}
        </Box>
      )}
    </Droppable>
  );
});

interface LessonCardProps {
  lesson: Lesson;
  cabinet: Cabinet;
  canManage: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

function LessonCard({ lesson, cabinet, canManage, onEdit, onDelete }: LessonCardProps) {
  const count = lesson.students.length;
  const capacity = lesson.total_places === 0 ? '∞' : lesson.total_places;
  const statusColor = lesson.status ? LESSON_STATUS_COLORS[lesson.status] : '#9e9e9e';
  return (
    <Box
      role="button"
      tabIndex={-1}
      aria-label={`Занятие ${lesson.name}`}
      onClick={canManage ? onEdit : undefined}
      sx={{
        position: 'relative',
        borderRadius: 1,
        border: 1,
        borderColor: cabinet.color,
        bgcolor: `${cabinet.color}26`,
        p: 0.75,
        fontSize: 12,
        cursor: canManage ? 'pointer' : 'default',
        '&:hover .lesson-actions': { opacity: 1 },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Tooltip title={lesson.status ? LESSON_STATUS_LABELS[lesson.status] : 'Без статуса'}>
          <Box aria-label={lesson.status ? LESSON_STATUS_LABELS[lesson.status] : 'Без статуса'} sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: statusColor, flexShrink: 0 }} />
        </Tooltip>
        <Typography variant="caption" sx={{ fontWeight: 600, flexGrow: 1 }} noWrap>
          {lesson.short_title || lesson.subject}
        </Typography>
        <Typography variant="caption">
          {count}/{capacity}
        </Typography>
      </Box>
      <Typography variant="caption" component="div">
        {lesson.time_start}–{lesson.time_end} · {groupTypeAbbreviation(lesson.group_type?.name)} · {lesson.duration_minutes} мин
      </Typography>
      <Typography variant="caption" component="div" color="text.secondary" noWrap>
        {lesson.subject}
        {lesson.teacher ? ` · ${initials(lesson.teacher)}` : ''}
      </Typography>
      {count > 0 && (
        <Box sx={{ display: count > 4 ? 'grid' : 'block', gridTemplateColumns: '1fr 1fr', columnGap: 0.5 }}>
          {lesson.students.map((s) => (
            <Typography key={s.id} variant="caption" component="div" noWrap>
              {[s.first_name, s.second_name].filter(Boolean).join(' ')}
            </Typography>
          ))}
        </Box>
      )}
      {lesson.comment && (
        <Tooltip title={lesson.comment}>
          <Typography variant="caption" component="div" color="text.secondary" noWrap>
            💬 {lesson.comment}
          </Typography>
        </Tooltip>
      )}
      {canManage && (
        <Box className="lesson-actions" sx={{ position: 'absolute', top: 2, right: 2, opacity: 0, transition: 'opacity .15s', bgcolor: 'background.paper', borderRadius: 1 }}>
          <IconButton size="small" aria-label={`Изменить ${lesson.name}`} onClick={(e) => (e.stopPropagation(), onEdit())}>
            <EditIcon sx={{ fontSize: 14 }} />
          </IconButton>
          <IconButton size="small" color="error" aria-label={`Удалить ${lesson.name}`} onClick={(e) => (e.stopPropagation(), onDelete())}>
            <DeleteIcon sx={{ fontSize: 14 }} />
          </IconButton>
        </Box>
      )}
    </Box>
  );
}
