import { formatTimeOfDay, type Lesson } from '@diary/common';
import { bearer, useTestApp } from './harness';
import { aLesson, aWorld, expectNoOverlap, overlapsInDatabase, type World } from './factory';

const t = useTestApp();

const move = (w: World, id: number, body: object) => t.http().post(`/api/schedule/${id}/move`).set(bearer(w.admin)).send(body);
const swap = (w: World, firstId: number, secondId: number) =>
  t.http().post('/api/schedule/swap').set(bearer(w.admin)).send({ firstId, secondId });
const all = async (w: World) => (await t.http().get('/api/schedule').set(bearer(w.admin))).body as Lesson[];
const byId = (lessons: Lesson[], id: number) => lessons.find((lesson) => lesson.id === id);

describe('schedule: moving a lesson', () => {
  it('when moved to a free slot, then 200 with the new cabinet, day and start, the same duration and a renamed auto name', async () => {
    const w = await aWorld(t);
    const lesson = await aLesson(t, w.admin, { ...w.base, time_start: '10:00', duration_minutes: 90 });
    // The board also sends the original place; it is ignored.
    const response = await move(w, lesson.id, {
      cabinet_id: w.otherCabinet.id,
      day_of_week: 4,
      time_start: '15:30',
      original: { cabinet_id: w.cabinet.id, day_of_week: 1, time_start: '10:00', duration_minutes: 90 },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      ...lesson,
      cabinet_id: w.otherCabinet.id,
      cabinet: expect.objectContaining({ id: w.otherCabinet.id, name: 'Кабинет 2' }),
      day_of_week: 4,
      time_start: '15:30',
      time_end: '17:00',
      name: 'Чт 15:30-17:00 Петров П. П. Физика',
    });
  });

  it('when moved half an hour within its own time, then it does not conflict with itself', async () => {
    const w = await aWorld(t);
    const lesson = await aLesson(t, w.admin, { ...w.base, time_start: '10:00' });
    const response = await move(w, lesson.id, { cabinet_id: w.cabinet.id, day_of_week: 1, time_start: '10:30' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ time_start: '10:30', time_end: '11:30' });
  });

  it('when moved onto another lesson, then 409 "Время занято другим занятием!" and it stays; touching is fine', async () => {
    const w = await aWorld(t);
    const noon = await aLesson(t, w.admin, { ...w.base, time_start: '12:00' });
    const lesson = await aLesson(t, w.admin, { ...w.base, time_start: '09:00' });
    const response = await move(w, lesson.id, { cabinet_id: w.cabinet.id, day_of_week: 1, time_start: '11:30' });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      message: 'Время занято другим занятием!',
      code: 'CONFLICT',
      clashes: [
        { kind: 'cabinet', lessonId: noon.id, personId: null },
        { kind: 'teacher', lessonId: noon.id, personId: w.teacher.id },
      ],
    });
    expect(byId(await all(w), lesson.id)).toEqual(lesson);
    expect((await move(w, lesson.id, { cabinet_id: w.cabinet.id, day_of_week: 1, time_start: '11:00' })).status).toBe(200);
  });

  it('when the lesson is missing or archived, then 404 "Занятие не найдено"', async () => {
    const w = await aWorld(t);
    const lesson = await aLesson(t, w.admin, { ...w.base, time_start: '10:00' });
    await t.http().delete(`/api/schedule/${lesson.id}/archive`).set(bearer(w.admin));
    for (const id of [999, lesson.id]) {
      const response = await move(w, id, { cabinet_id: w.cabinet.id, day_of_week: 2, time_start: '10:00' });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Занятие не найдено', code: 'NOT_FOUND' });
    }
  });

  it.each([
    ['a missing cabinet', 'Кабинет не найден', { cabinet_id: 999 }],
    ['no cabinet', 'Не указан кабинет', { cabinet_id: undefined }],
    ['a start off the step', 'Время начала должно быть кратно 5 минутам', { time_start: '10:02' }],
    ['a day 9', 'День недели: число от 1 (понедельник) до 7 (воскресенье)', { day_of_week: 9 }],
    ['an end past midnight', 'Занятие должно закончиться до полуночи', { time_start: '23:30' }],
  ])('when the target has %s, then 400 "%s"', async (_case, message, change) => {
    const w = await aWorld(t);
    const lesson = await aLesson(t, w.admin, { ...w.base, time_start: '10:00' });
    const response = await move(w, lesson.id, { cabinet_id: w.otherCabinet.id, day_of_week: 2, time_start: '10:00', ...change });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it('when moved into an archived cabinet, then 400 "Кабинет в архиве"', async () => {
    const w = await aWorld(t);
    const lesson = await aLesson(t, w.admin, { ...w.base, time_start: '10:00' });
    await t.http().delete(`/api/cabinets/${w.otherCabinet.id}/archive`).set(bearer(w.admin));
    const response = await move(w, lesson.id, { cabinet_id: w.otherCabinet.id, day_of_week: 1, time_start: '10:00' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Кабинет в архиве');
  });
});

describe('schedule: swapping two lessons', () => {
  it('when swapped, then 200 [first, second], each in the other’s cabinet, day and start with its own duration', async () => {
    const w = await aWorld(t);
    const first = await aLesson(t, w.admin, { ...w.base, time_start: '10:00', duration_minutes: 60 });
    const second = await aLesson(t, w.admin, {
      ...w.base,
      cabinet_id: w.otherCabinet.id,
      day_of_week: 2,
      time_start: '14:00',
      duration_minutes: 90,
    });
    const response = await swap(w, first.id, second.id);
    expect(response.status).toBe(200);
    const [a, b] = response.body as Lesson[];
    expect(a).toMatchObject({
      id: first.id,
      cabinet_id: w.otherCabinet.id,
      day_of_week: 2,
      time_start: '14:00',
      time_end: '15:00',
      duration_minutes: 60,
    });
    expect(b).toMatchObject({
      id: second.id,
      cabinet_id: w.cabinet.id,
      day_of_week: 1,
      time_start: '10:00',
      time_end: '11:30',
      duration_minutes: 90,
    });
    expect(a?.name).toBe('Вт 14:00-15:00 Петров П. П. Физика');
  });

  it('when two back-to-back lessons of one cabinet are swapped, then the half-done swap does not trip the constraint', async () => {
    const w = await aWorld(t);
    const first = await aLesson(t, w.admin, { ...w.base, time_start: '10:00', duration_minutes: 60 });
    const second = await aLesson(t, w.admin, { ...w.base, time_start: '11:00', duration_minutes: 60 });
    const response = await swap(w, first.id, second.id);
    expect(response.status).toBe(200);
    expect((response.body as Lesson[]).map((l) => [l.id, l.time_start])).toEqual([
      [first.id, '11:00'],
      [second.id, '10:00'],
    ]);
  });

  it('when the swapped lessons would overlap each other or a third, then 409 and nothing moves', async () => {
    const w = await aWorld(t);
    const short = await aLesson(t, w.admin, { ...w.base, time_start: '10:00', duration_minutes: 60 });
    const long = await aLesson(t, w.admin, { ...w.base, time_start: '11:00', duration_minutes: 120 });
    const before = await all(w);
    // short → 11:00–12:00, long → 10:00–12:00: they overlap each other.
    const response = await swap(w, short.id, long.id);
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: 'Невозможно обменять местами - есть конфликты времени!', code: 'CONFLICT' });
    expect(await all(w)).toEqual(before);

    // long → 14:00–16:00 would cover a third lesson at 15:00.
    const slot = await aLesson(t, w.admin, { ...w.base, cabinet_id: w.otherCabinet.id, time_start: '14:00', duration_minutes: 30 });
    await aLesson(t, w.admin, { ...w.base, cabinet_id: w.otherCabinet.id, time_start: '15:00', duration_minutes: 30 });
    const third = await swap(w, long.id, slot.id);
    expect(third.status).toBe(409);
    expect(third.body.message).toBe('Невозможно обменять местами - есть конфликты времени!');
  });

  it('when one of the lessons is missing or archived, then 404 "Одно из занятий не найдено!"; the same id twice is 400', async () => {
    const w = await aWorld(t);
    const first = await aLesson(t, w.admin, { ...w.base, time_start: '10:00' });
    const second = await aLesson(t, w.admin, { ...w.base, time_start: '12:00' });
    const missing = await swap(w, first.id, 999);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Одно из занятий не найдено!', code: 'NOT_FOUND' });
    await t.http().delete(`/api/schedule/${second.id}/archive`).set(bearer(w.admin));
    expect((await swap(w, first.id, second.id)).status).toBe(404);
    const same = await swap(w, first.id, first.id);
    expect(same.status).toBe(400);
    expect(same.body.message).toBe('Нельзя обменять занятие само с собой');
    expect((await t.http().post('/api/schedule/swap').set(bearer(w.admin)).send({ firstId: 'x' })).status).toBe(400);
  });
});

describe('schedule: concurrent moves and swaps never produce an overlap', () => {
  it('when 10 lessons are moved into the same slot at once, then exactly one succeeds', async () => {
    const w = await aWorld(t);
    const lessons: Lesson[] = [];
    for (let i = 0; i < 10; i += 1)
      lessons.push(await aLesson(t, w.admin, { ...w.base, day_of_week: 2, time_start: formatTimeOfDay(480 + 60 * i) }));
    const responses = await Promise.all(
      lessons.map((lesson) => move(w, lesson.id, { cabinet_id: w.cabinet.id, day_of_week: 1, time_start: '10:00' })),
    );
    expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.status === 409)).toHaveLength(9);
    const after = await all(w);
    expect(after.filter((lesson) => lesson.day_of_week === 1)).toHaveLength(1);
    expectNoOverlap(after);
    expect(await overlapsInDatabase(t)).toEqual([]);
  });

  it('when many swaps and moves among lessons of different lengths run at once, then afterwards nothing overlaps and durations are kept', async () => {
    const w = await aWorld(t);
    const durations = [30, 60, 90, 120, 45, 75];
    const lessons: Lesson[] = [];
    for (const [i, duration_minutes] of durations.entries()) {
      lessons.push(
        await aLesson(t, w.admin, {
          ...w.base,
          // Each cabinet's lessons have their own class, hence teacher.
          class_id: i % 2 ? w.otherClass.id : w.klass.id,
          cabinet_id: i % 2 ? w.otherCabinet.id : w.cabinet.id,
          time_start: formatTimeOfDay(540 + 65 * i),
          duration_minutes,
        }),
      );
    }
    const ids = lessons.map((l) => l.id);
    const pairs: [number, number][] = [];
    for (let i = 0; i < ids.length; i += 1) for (let j = i + 1; j < ids.length; j += 1) pairs.push([ids[i]!, ids[j]!]);
    const requests = [
      ...pairs.map(([a, b]) => swap(w, a, b)),
      ...ids.map((id, i) => move(w, id, { cabinet_id: w.cabinet.id, day_of_week: 1, time_start: formatTimeOfDay(600 + 15 * i) })),
    ];
    const responses = await Promise.all(requests);
    expect(responses.map((r) => r.status).filter((s) => s !== 200 && s !== 409)).toEqual([]);
    expect(responses.some((r) => r.status === 200)).toBe(true);
    const after = await all(w);
    expect(after).toHaveLength(lessons.length);
    expect(after.map((l) => [l.id, l.duration_minutes]).sort((a, b) => a[0]! - b[0]!)).toEqual(
      lessons.map((l) => [l.id, l.duration_minutes]),
    );
    expectNoOverlap(after);
    expect(await overlapsInDatabase(t)).toEqual([]);
  });
});
