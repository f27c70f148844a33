export * from './CreateAchievementScreen';
export * from './MyAchievementList';
