export * from './week-texts';
export * from './PersonWeekStore';
export * from './CalendarFeedStore';
export * from './copy-text';
export * from './PersonWeekView';
export * from './CalendarFeedDialog';
export * from './PersonWeekScreen';
