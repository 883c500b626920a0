/** Public API of the commitments feature. */
export { CommitmentSuggestions } from './suggestions/commitment-suggestions';
export { ReflectionCommitmentSuggestions } from './suggestions/reflection-commitment-suggestions';
