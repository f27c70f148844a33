export * from './CreateAchievementPage';
export * from './MyAchievementsPage';
