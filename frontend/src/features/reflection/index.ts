/** Public API of the reflection feature: the daily reflection question and its answer card. */
export { DailyReflectionCard } from './daily-reflection-card';
