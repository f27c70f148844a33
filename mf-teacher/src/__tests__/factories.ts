import { makeAchievement as makeCommonAchievement } from '@diary/common/testing';

export { makeHttp, STUDENTS, TEACHERS } from '@diary/common/testing';

/** A teacher's new achievement has no comment yet. */
export const makeAchievement: typeof makeCommonAchievement = (overrides = {}) => makeCommonAchievement({ notes: null, ...overrides });
