/** Public API of the commitments feature: the reads and writes, and the lists that show them. */
export * from './api/commitments-api';
export { FromLastTime } from './components/from-last-time';
export { PersonCommitmentsCard } from './components/person-commitments-card';
