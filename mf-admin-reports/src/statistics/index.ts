export { AchievementsVisualizer } from './AchievementsVisualizer';
export { AdminStatisticsPage } from './AdminStatisticsPage';
export { VisualizerStore } from './VisualizerStore';
