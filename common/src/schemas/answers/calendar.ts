import { z } from 'zod';
import type { CalendarFeed } from '../calendar';
import { answerOf } from './shared';

/** POST /calendar/feed. */
export const calendarFeedAnswer = answerOf<CalendarFeed>()(z.strictObject({ url: z.url({ protocol: /^https?$/ }) }));
