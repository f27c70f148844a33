export * from './MonthlyReportsStore';
export * from './MonthlyReportsScreen';
