export * from './ComplaintScreen';
