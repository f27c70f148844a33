import type { GroupType, Service, Subject } from '@diary/common';

export { failing, makeHttp, makeNotifier, makeViewer, no, yes, type Route } from '@diary/web-kit/testing';

let nextId = 500;

export function makeSubject(overrides: Partial<Subject> = {}): Subject {
  return { id: nextId++, name: 'Физика', createdAt: '2024-09-01T10:00:00.000Z', ...overrides };
}

export function makeGroupType(overrides: Partial<GroupType> = {}): GroupType {
  return { id: nextId++, name: 'Групповое', total_places: 10, createdAt: '2024-09-01T10:00:00.000Z', ...overrides };
}

export function makeService(overrides: Partial<Service> = {}): Service {
  const groupType = overrides.groupType === undefined ? makeGroupType() : overrides.groupType;
  return {
    id: nextId++,
    name: 'Математика, группа',
    group_type_id: groupType?.id ?? 0,
    groupType,
    duration_minutes: 90,
    price: 1500,
    isArchived: false,
    createdAt: '2024-09-01T10:00:00.000Z',
    ...overrides,
  };
}

/** Intl puts no-break spaces in money: compare on plain ones. */
export const plainSpaces = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
