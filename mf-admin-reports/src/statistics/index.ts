export { AchievementsVisualizer } from './AchievementsVisualizer';
export { AdminStatisticsScreen } from './AdminStatisticsScreen';
export { VisualizerStore } from './VisualizerStore';
