/** Public API of the people feature: direct reports and the manager (reads, writes, dialogs). */
export * from './api/use-bosses';
export * from './api/use-direct-reports';
export { PeopleDialogs } from './dialogs/people-dialogs';
export { ScheduleInputs, type ScheduleValues } from './schedule-inputs';
