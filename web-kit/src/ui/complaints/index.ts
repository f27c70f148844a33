export * from './complaint-model';
export * from './ComplaintStore';
export * from './ComplaintForm';
