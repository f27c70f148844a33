export * from './statistics-model';
export * from './StatisticsStore';
export * from './StatisticsChart';
export * from './StatisticsAccess';
export * from './StatisticsFilterPanel';
export * from './StatisticsScreen';
