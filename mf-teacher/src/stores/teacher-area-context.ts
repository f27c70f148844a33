import { createContext, useContext } from 'react';
import type { TeacherAreaStore } from './TeacherAreaStore';

export const TeacherAreaContext = createContext<TeacherAreaStore | null>(null);

export function useTeacherArea(): TeacherAreaStore {
  const store = useContext(TeacherAreaContext);
  if (!store) throw new Error('useTeacherArea: нет TeacherAreaContext');
  return store;
}
