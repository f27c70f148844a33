/** What the API answers, as zod schemas of the JSON on the wire (docs/api/contract.md "Answers"). */
export * from './shared';
export * from './users';
export * from './subjects';
export * from './settings';
export * from './achievements';
export * from './lessons';
export * from './cabinets';
export * from './filials';
export * from './classes';
export * from './compensation';
export * from './complaints';
export * from './lateness';
export * from './feedback';
export * from './health';
export * from './calendar';
export * from './journal';
export * from './audit';
