import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate, useParams } from 'react-router-dom';
import { Box, Button, Chip, IconButton, Tooltip, Typography } from '@mui/material';
import { Card, CardActionArea, CardContent } from '@diary/mui-more';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { fullName, type Lesson } from '@diary/common';
import { appDeps, closeOnSuccess, FiltersBar, NotFoundPage, SearchField, useConfirm } from '@diary/web-kit';

import { BusyStudentsStore, ClashCheckStore, LessonChoicesStore, LessonForm, StudentsDialog, weekdayName } from '../lessons';
import { DetailHeader, DetailLoadState, LoadedSection } from '../shared';
import { teacherNames } from './class-form-model';
import { ClassForm } from './ClassForm';
import { ClassChoicesStore } from './ClassesStore';
import { ClassPageStore } from './ClassPageStore';

/** /admin/classes/:id. */
export function ClassPage() {
  const { id } = useParams();
  const classId = Number(id);
  if (!Number.isInteger(classId) || classId <= 0) return <NotFoundPage />;
  return <ClassPageView key={classId} classId={classId} />;
}

type Modal = { kind: 'class' } | { kind: 'lesson' } | { kind: 'students'; lesson: Lesson } | null;

const ClassPageView = observer(function ClassPageView({ classId }: { classId: number }) {
  const [store] = useState(() => new ClassPageStore(appDeps, classId));
  const [classChoices] = useState(() => new ClassChoicesStore(appDeps));
  const [lessonChoices] = useState(() => new LessonChoicesStore(appDeps));
  const [clashCheck] = useState(() => new ClashCheckStore(appDeps));
  const [busyStudents] = useState(() => new BusyStudentsStore(appDeps));
  const [modal, setModal] = useState<Modal>(null);
  const [confirm, confirmDialog] = useConfirm();
  const navigate = useNavigate();

  useEffect(() => {
    void store.load();
  }, [store]);

  /** A modal's choices are fetched anew at each opening. */
  const open = (next: NonNullable<Modal>, loadChoices: () => Promise<void>) => {
    void loadChoices();
    setModal(next);
  };

  const { item, lessons, rights } = store;
  if (!item)
    return <DetailLoadState error={store.record.error} onRetry={() => void store.load()} onBack={() => void navigate('/admin/classes')} />;

  const teachers = teacherNames(item);
  const subjects = item.subjects.map((s) => s.name).join(', ');
  const list = store.filteredLessons;
  return (
    <>
      <DetailHeader
        title={item.name}
        actions={
          <>
            {rights.update && (
              <Button variant="outlined" startIcon={<EditIcon />} onClick={() => open({ kind: 'class' }, () => classChoices.load())}>
                Редактировать
              </Button>
            )}
            {rights.manageLessons && (
              <Button variant="contained" onClick={() => open({ kind: 'lesson' }, () => lessonChoices.load())}>
                Добавить занятие +
              </Button>
            )}
          </>
        }
      >
        <Typography sx={{ mt: 1 }}>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            Педагоги:{' '}
          </Box>
          {teachers || 'Нет назначенных педагогов'}
        </Typography>
        <Typography>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            Предметы:{' '}
          </Box>
          {subjects || 'Не указаны'}
        </Typography>
        {item.academic_year && (
          <Typography>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              Учебный год:{' '}
            </Box>
            {item.academic_year}
          </Typography>
        )}
      </DetailHeader>

      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Занятия
      </Typography>
      <FiltersBar>
        <SearchField label="Поиск" placeholder="поиск занятия" value={store.search} onChange={(v) => store.setSearch(v)} />
      </FiltersBar>
      <LoadedSection loading={lessons.isLoading && !lessons.loaded} error={lessons.error} onRetry={() => void store.loadLessons()}>
        {lessons.items.length === 0 ? (
          <Typography color="text.secondary">У класса пока нет занятий</Typography>
        ) : list.length === 0 ? (
          <Typography color="text.secondary">Ничего не найдено</Typography>
        ) : (
          <Box
            component="ul"
            aria-label="Занятия класса"
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' }}
          >
            {list.map((lesson) => (
              <LessonCard
                key={lesson.id}
                lesson={lesson}
                canManage={rights.manageLessons}
                onOpen={() => void navigate(`/admin/schedules/${lesson.id}`)}
                onDelete={() => void store.deleteLesson(lesson, confirm)}
                onRemoveStudent={(studentId) => void store.removeStudent(lesson, studentId)}
                onAddStudents={() => setModal({ kind: 'students', lesson })}
              />
            ))}
          </Box>
        )}
      </LoadedSection>

      {modal?.kind === 'class' && (
        <ClassForm
          item={item}
          choices={classChoices}
          onSubmit={closeOnSuccess(
            (payload) => store.saveClass(payload),
            () => setModal(null),
          )}
          onCancel={() => setModal(null)}
        />
      )}
      {modal?.kind === 'lesson' && (
        <LessonForm
          cls={item}
          choices={lessonChoices}
          clashCheck={clashCheck}
          onSubmit={closeOnSuccess(
            (payload) => store.saveLesson(payload),
            () => setModal(null),
          )}
          onCancel={() => setModal(null)}
        />
      )}
      {modal?.kind === 'students' && (
        <StudentsDialog
          title="Добавить учеников"
          excludeIds={modal.lesson.students.map((s) => s.id)}
          busyIds={busyStudents.ids}
          // which of the students offered are busy at this lesson's time
          onOffered={(offered) => void busyStudents.check(modal.lesson, offered)}
          placeholder="Найти учеников..."
          submitLabel={(n) => `Добавить выбранных (${n})`}
          onSubmit={async (ids) => {
            const ok = await store.addStudents(modal.lesson, ids);
            if (ok) {
              busyStudents.clear();
              setModal(null);
            }
            return ok;
          }}
          onCancel={() => {
            busyStudents.clear();
            setModal(null);
          }}
        />
      )}
      {confirmDialog}
    </>
  );
});

interface LessonCardProps {
  lesson: Lesson;
  canManage: boolean;
  onOpen: () => void;
  onDelete: () => void;
  onRemoveStudent: (studentId: number) => void;
  onAddStudents: () => void;
}

function LessonCard({ lesson, canManage, onOpen, onDelete, onRemoveStudent, onAddStudents }: LessonCardProps) {
  const count = lesson.students.length;
  const counter = lesson.total_places === 0 ? `${count}` : `${count}/${lesson.total_places}`;
  return (
    <Card component="li" variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardActionArea onClick={onOpen} aria-label={`Открыть занятие ${lesson.name}`}>
        <CardContent>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {lesson.name}
          </Typography>
          <Typography variant="body2">{lesson.subject}</Typography>
          <Typography variant="body2" color="text.secondary">
            {weekdayName(lesson.day_of_week)}, {lesson.time_start}
          </Typography>
        </CardContent>
      </CardActionArea>
      <CardContent sx={{ pt: 0, flexGrow: 1 }}>
        <Typography variant="body2" sx={{ mb: 0.5 }}>
          Ученики: {counter}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          {lesson.students.map((student) => (
            <Chip
              key={student.id}
              size="small"
              label={fullName(student)}
              onDelete={canManage ? () => onRemoveStudent(student.id) : undefined}
            />
          ))}
        </Box>
      </CardContent>
      {canManage && (
        <Box sx={{ display: 'flex', justifyContent: 'space-between', px: 1, pb: 1 }}>
          <Button size="small" onClick={onAddStudents}>
            + Добавить учеников
          </Button>
          <Tooltip title="Удалить">
            <IconButton size="small" color="error" aria-label={`Удалить ${lesson.name}`} onClick={onDelete}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
      )}
    </Card>
  );
}
