// The timetable's model and its builder, under one import for the package's users.
export type { Timetable, TimetableOptions } from './timetable-model.js';
export { TIMETABLE_DEFAULTS } from './timetable-model.js';
export { buildTimetable } from './timetable-builder.js';
