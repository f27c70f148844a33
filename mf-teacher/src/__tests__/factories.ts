import { makeAchievement as makeCommonAchievement } from '@diary/web-kit/testing';

export { makeHttp, STUDENTS, TEACHERS } from '@diary/web-kit/testing';

/** A teacher's new achievement has no comment yet. */
export const makeAchievement: typeof makeCommonAchievement = (overrides = {}) => makeCommonAchievement({ notes: null, ...overrides });
