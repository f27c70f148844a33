export * from './StudentAchievementList';
