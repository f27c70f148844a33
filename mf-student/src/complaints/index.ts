export * from './ComplaintPage';
