import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate, useParams } from 'react-router-dom';
import { Box, Button, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import { TEACHER_NOT_ASSIGNED, fullName, initials, type PersonRef } from '@diary/common';
import { appDeps, AuditHistoryButton, closeOnSuccess, NotFoundPage, usePageTitle } from '@diary/web-kit';

import { DetailLoadState } from '../shared';
import { BusyStudentsStore } from './BusyStudentsStore';
import { ClashCheckStore } from './ClashCheckStore';
import { LessonForm } from './LessonForm';
import { LessonPageStore } from './LessonPageStore';
import { LessonChoicesStore } from './LessonChoicesStore';
import { freePlacesText, placesText, statusLabel, weekdayName } from './lesson-texts';
import { StudentsDialog } from './StudentsDialog';

/** /admin/schedules/:id. */
export function LessonPage() {
  const { id } = useParams();
  const lessonId = Number(id);
  if (!Number.isInteger(lessonId) || lessonId <= 0) return <NotFoundPage />;
  return <LessonPageView key={lessonId} lessonId={lessonId} />;
}

const LessonPageView = observer(function LessonPageView({ lessonId }: { lessonId: number }) {
  const [store] = useState(() => new LessonPageStore(appDeps, lessonId));
  const [choices] = useState(() => new LessonChoicesStore(appDeps));
  const [clashCheck] = useState(() => new ClashCheckStore(appDeps));
  const [busyStudents] = useState(() => new BusyStudentsStore(appDeps));
  const [modal, setModal] = useState<'edit' | 'students' | null>(null);
  const navigate = useNavigate();

  useEffect(() => {
    void store.load();
  }, [store]);

  const { lesson } = store;
  usePageTitle(lesson?.name);
  // 'Назад': the previous page, or the lesson's class when the page was opened directly
  const back = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(lesson ? `/admin/classes/${lesson.class_id}` : '/admin/classes');
  };
  if (!lesson) return <DetailLoadState error={store.record.error} onRetry={() => void store.load()} onBack={back} />;

  const rows: [string, string][] = [
    ['Предмет', lesson.subject],
    ['Преподаватель', lesson.teacher ? fullName(lesson.teacher) : TEACHER_NOT_ASSIGNED],
    ['Статус', statusLabel(lesson.status)],
    ['День недели', weekdayName(lesson.day_of_week)],
    ['Время', `${lesson.time_start} - ${lesson.time_end}`],
    ['Длительность', `${lesson.duration_minutes} мин`],
    ['Тип занятия', lesson.group_type?.name ?? 'Не указан'],
    ['Всего мест', placesText(lesson)],
    ['Свободных мест', freePlacesText(lesson)],
  ];
  if (lesson.cabinet_id)
    rows.push(['Кабинет', lesson.cabinet ? `${lesson.cabinet.name} (№ ${lesson.cabinet_id})` : String(lesson.cabinet_id)]);

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {lesson.name}
        </Typography>
        {store.canManage && lesson.class && (
          <Button
            variant="outlined"
            onClick={() => {
              void choices.load();
              setModal('edit');
            }}
          >
            Редактировать
          </Button>
        )}
        <AuditHistoryButton entity="lesson" entityId={lesson.id} />
        <Button onClick={back}>Назад</Button>
      </Box>
      <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
          {rows.map(([term, value]) => (
            <Box key={term} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {term}:
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </Paper>

      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          Студенты
        </Typography>
        {store.canManage && (
          <Button variant="contained" onClick={() => setModal('students')}>
            Добавить студентов
          </Button>
        )}
      </Box>
      {lesson.students.length === 0 ? (
        <Typography color="text.secondary">Студенты не добавлены</Typography>
      ) : (
        <List aria-label="Студенты занятия">
          {lesson.students.map((student) => (
            <StudentRow
              key={student.id}
              student={student}
              canManage={store.canManage}
              onRemove={() => void store.removeStudent(student.id)}
            />
          ))}
        </List>
      )}

      {modal === 'edit' && lesson.class && (
        <LessonForm
          cls={lesson.class}
          lesson={lesson}
          choices={choices}
          clashCheck={clashCheck}
          onSubmit={closeOnSuccess(
            (payload) => store.save(payload),
            () => setModal(null),
          )}
          onCancel={() => setModal(null)}
        />
      )}
      {modal === 'students' && (
        <StudentsDialog
          title="Добавить студентов"
          excludeIds={lesson.students.map((s) => s.id)}
          busyIds={busyStudents.ids}
          // which of the students offered are busy at this lesson's time
          onOffered={(offered) => void busyStudents.check(lesson, offered)}
          submitLabel={() => 'Добавить'}
          onSubmit={async (ids) => {
            const ok = await store.addStudents(ids);
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
    </>
  );
});

function StudentRow({ student, canManage, onRemove }: { student: PersonRef; canManage: boolean; onRemove: () => void }) {
  return (
    <ListItem
      divider
      secondaryAction={
        canManage && (
          <Button size="small" color="error" onClick={onRemove} aria-label={`Удалить ${fullName(student)}`}>
            Удалить
          </Button>
        )
      }
    >
      <ListItemText primary={fullName(student)} secondary={initials(student)} />
    </ListItem>
  );
}
