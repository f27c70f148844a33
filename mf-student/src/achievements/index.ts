export * from './StudentAchievementsPage';
