export { FeedbackSection } from './FeedbackSection';
export { FeedbackStore, FEEDBACK_TEXTS } from './FeedbackStore';
