import { auditActorText, auditChanges, auditChangeText, auditObjectText, formatAuditTime, formatAuditValue } from '../audit-format';

describe('rendering an audit record', () => {
  it('reads values as a person would: none as —, Да/Нет, lists joined, dates as dd.mm.yyyy', () => {
    expect(formatAuditValue(null)).toBe('—');
    expect(formatAuditValue(undefined)).toBe('—');
    expect(formatAuditValue('')).toBe('—');
    expect(formatAuditValue(true)).toBe('Да');
    expect(formatAuditValue(false)).toBe('Нет');
    expect(formatAuditValue(['TEACHER', 'ADMIN'])).toBe('TEACHER, ADMIN');
    expect(formatAuditValue([])).toBe('—');
    expect(formatAuditValue('2026-03-05')).toBe('05.03.2026');
    expect(formatAuditValue(7)).toBe('7');
    expect(formatAuditValue('7.00')).toBe('7');
    expect(formatAuditValue('7.50')).toBe('7.5');
    expect(formatAuditValue({ fullName: 'Иванов Иван' })).toBe('Иванов Иван');
  });

  it("names each changed field in Russian as 'поле: было → стало', an unknown field by its own name", () => {
    const changes = auditChanges({
      changes: { points: [3, 5], isArchived: [false, true], notes: [null, 'Хорошо'], colour: ['red', 'blue'] },
    });
    expect(changes.map(auditChangeText)).toEqual(['Баллы: 3 → 5', 'В архиве: Нет → Да', 'Описание: — → Хорошо', 'colour: red → blue']);
  });

  it('reads the fields as the API names them, snake_case or camelCase: roles, weekdays, times as HH:MM, numbers, the password only as changed', () => {
    const changes = auditChanges({
      changes: {
        lessonTheme: ['Оптика', 'Механика'],
        roles: [['STUDENT'], ['TEACHER', 'ADMIN']],
        day_of_week: [1, 3],
        time_start: ['10:00', '10:30'],
        userId: [5, 7],
        cabinet_id: [2, 4],
        students: [[3], [3, 9]],
        password: [null, null],
        male: ['M', 'F'],
        first_name: ['Иван', 'Илья'],
        banReason: [null, 'Пользователь заблокирован'],
        plannedTime: ['09:00', '09:15'],
        academic_year: ['2024-2025', '2025-2026'],
      },
    });
    expect(changes.map(auditChangeText)).toEqual([
      'Тема урока: Оптика → Механика',
      'Роли: Ученик → Преподаватель, Суперадмин',
      'День недели: Понедельник → Среда',
      'Начало: 10:00 → 10:30',
      'Преподаватель: №5 → №7',
      'Кабинет: №2 → №4',
      'Ученики: №3 → №3, №9',
      'Пароль: изменён',
      'Пол: Мужской → Женский',
      'Имя: Иван → Илья',
      'Причина блокировки: — → Пользователь заблокирован',
      'Плановое время: 09:00 → 09:15',
      'Учебный год: 2024-2025 → 2025-2026',
    ]);
  });

  it('names every field the audit of each entity shows with a Russian label', () => {
    const fields = [
      ...['username', 'first_name', 'second_name', 'last_name', 'subject', 'male', 'banned', 'banReason', 'roles', 'password'],
      ...['userId', 'studentId', 'lessonDate', 'lessonTheme', 'notes', 'points', 'maxPoints', 'checkType', 'isArchived'],
      ...['name', 'short_title', 'status', 'class_id', 'teacher_id', 'group_type_id', 'service_id', 'cabinet_id', 'day_of_week'],
      ...['time_start', 'time_end', 'duration_minutes', 'total_places', 'comment', 'students', 'academic_year', 'teachers', 'subjects'],
      ...['city', 'street', 'work_schedule', 'filial_id', 'quantity', 'color', 'price', 'teacherId', 'subjectId', 'eventDate'],
      ...['authorId', 'incidentDate', 'plannedTime', 'actualTime', 'date', 'reason', 'surname', 'note'],
      ...['amount', 'method', 'createdBy', 'serviceId', 'kind', 'month', 'closed', 'closedAt', 'closedBy'],
    ];
    expect(fields.filter((field) => auditChanges({ changes: { [field]: [null, 1] } })[0]!.label === field)).toEqual([]);
  });

  it("reads the money's fields: amounts in rubles, the method and the rate's kind by name, the month by name, who by number", () => {
    const plain = (text: string) => text.replace(/\s/g, ' ');
    const payment = auditChanges({
      changes: {
        studentId: [null, 21],
        amount: [null, 1750],
        date: [null, '2026-11-05'],
        method: ['cash', 'transfer'],
        comment: [null, 'За ноябрь'],
        createdBy: [null, 3],
      },
    });
    expect(payment.map((change) => plain(auditChangeText(change)))).toEqual([
      'Ученик: — → №21',
      'Сумма: — → 1 750,00 ₽',
      'Дата: — → 05.11.2026',
      'Способ оплаты: Наличные → Перевод',
      'Комментарий: — → За ноябрь',
      'Кто внёс: — → №3',
    ]);
    const rate = auditChanges({
      changes: { teacherId: [7, null], serviceId: [null, 3], kind: ['lesson', 'hour'], amount: [1000, 1250.5], unknownKind: ['x', 'y'] },
    });
    expect(rate.map((change) => plain(auditChangeText(change)))).toEqual([
      'Преподаватель: №7 → —',
      'Услуга: — → №3',
      'Вид ставки: За занятие → За час',
      'Сумма: 1 000,00 ₽ → 1 250,50 ₽',
      'unknownKind: x → y',
    ]);
    const month = auditChanges({
      changes: {
        month: [null, '2026-11'],
        closed: [false, true],
        closedAt: [null, new Date(2026, 11, 1, 9, 30).toISOString()],
        closedBy: [null, 1],
      },
    });
    expect(month.map(auditChangeText)).toEqual([
      'Месяц: — → ноябрь 2026',
      'Закрыт: Нет → Да',
      'Когда закрыт: — → 01.12.2026 09:30',
      'Кто закрыл: — → №1',
    ]);
    // a value no list names stays as it came
    expect(auditChanges({ changes: { method: ['cash', 'crypto'], kind: [null, 'day'] } }).map(auditChangeText)).toEqual([
      'Способ оплаты: Наличные → crypto',
      'Вид ставки: — → day',
    ]);
  });

  it("reads the journal's fields: a student's mark of a date, a date cancelled and its reason", () => {
    const changes = auditChanges({
      changes: {
        '2026-11-20:17': [null, 'late:5'],
        '2026-11-21:17': ['present', 'excused'],
        '2026-11-22:cancelled': [false, true],
        '2026-11-22:reason': [null, 'Праздник'],
      },
    });
    expect(changes.map(auditChangeText)).toEqual([
      '20.11.2026, ученик №17: — → Опоздал (5 мин)',
      '21.11.2026, ученик №17: Присутствовал → Уважительная причина',
      '22.11.2026, занятие отменено: Нет → Да',
      '22.11.2026, причина отмены: — → Праздник',
    ]);
  });

  it("names the actor with the role, and the portal itself 'Система'", () => {
    expect(auditActorText({ id: 1, fullName: 'Админов Админ', role: 'ADMIN' })).toBe('Админов Админ (Суперадмин)');
    expect(auditActorText(null)).toBe('Система');
  });

  it('names the object with its number, the time as dd.mm.yyyy HH:MM', () => {
    expect(auditObjectText({ entity: 'achievement', entityId: 12 })).toBe('Достижение №12');
    const at = new Date(2026, 10, 26, 9, 5).toISOString();
    expect(formatAuditTime(at)).toBe('26.11.2026 09:05');
  });
});
