export { AdminAchievementList } from './AdminAchievementList';
export { AdminAchievementsStore } from './AdminAchievementsStore';
export { AchievementDetailsDialog } from './AchievementDetailsDialog';
