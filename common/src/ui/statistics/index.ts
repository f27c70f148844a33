export * from './statistics-model';
export * from './StatisticsStore';
export * from './StatisticsChart';
export * from './StatisticsScreen';
