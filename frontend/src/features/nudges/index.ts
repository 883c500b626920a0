/** Public API of the nudges feature: nudge lists whose buttons follow each nudge's action. */
export { NudgeList } from './components/nudge-list';
export { NudgeText } from './components/nudge-text';
export { nudgeActionLabel } from './nudge-actions';
export { useFollowNudge } from './use-follow-nudge';
