import { makeAutoObservable, observableRef } from 'mobx';
import { errorMessage, type HttpClient } from 'mf_auth/session';
import type { PersonLesson, PersonWeek, WeekPersonKind } from '@diary/common/schemas/lessons';
import { weekdayOf, WEEKDAY_VALUES, type Weekday } from '@diary/common/schemas/timetable-time';
import { LatestLoad } from '../crud/LatestLoad';
import { WEEK_TEXTS } from './week-texts';

export interface WeekPerson {
  kind: WeekPersonKind;
  id: number;
}

export interface PersonWeekDeps {
  http: Pick<HttpClient, 'get'>;
  /** Today's weekday is taken from it (the browser's clock). */
  now?: () => Date;
}

/** A teacher's or a student's week (GET schedule/<kind>/<id>/week), and the day shown on a phone. */
export class PersonWeekStore {
  week: PersonWeek | null = null;
  readonly today: Weekday;
  /** The one day a phone shows: today at first. */
  day: Weekday;
  readonly status = new LatestLoad();

  constructor(
    private readonly deps: PersonWeekDeps,
    readonly person: WeekPerson,
  ) {
    this.today = weekdayOf((deps.now ?? (() => new Date()))().getDay());
    this.day = this.today;
    makeAutoObservable<PersonWeekStore, 'deps'>(this, { deps: false, status: false, person: false, week: observableRef });
  }

  /** Loaded, and not one lesson all week. */
  get isEmpty(): boolean {
    return this.week !== null && WEEKDAY_VALUES.every((day) => this.lessonsOf(day).length === 0);
  }

  lessonsOf(day: Weekday): PersonLesson[] {
    return this.week?.[day] ?? [];
  }

  /** Loads the week: the server's refusal ('Недостаточно прав') or 'Ошибка загрузки расписания'. */
  fetch(): Promise<boolean> {
    const { kind, id } = this.person;
    return this.status.run(
      () => this.deps.http.get<PersonWeek>(`schedule/${kind}/${id}/week`),
      (week) => (this.week = week),
      (error) => errorMessage(error, WEEK_TEXTS.loadFailed),
    );
  }

  cancel(): void {
    this.status.cancel();
  }

  showDay(day: Weekday): void {
    this.day = day;
  }

  /** The day before, Sunday after Monday. */
  previousDay(): void {
    this.day = (((this.day + 5) % 7) + 1) as Weekday;
  }

  /** The day after, Monday after Sunday. */
  nextDay(): void {
    this.day = ((this.day % 7) + 1) as Weekday;
  }
}
