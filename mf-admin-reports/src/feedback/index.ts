export { FeedbackList } from './FeedbackList';
export { FeedbackStore, FEEDBACK_TEXTS } from './FeedbackStore';
