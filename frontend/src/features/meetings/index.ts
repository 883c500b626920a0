/** Public API of the meetings feature: this week's 1:1s, their lists and suggested topics. */
export * from './api/use-weekly-meetings';
export { MeetingList } from './meeting-list';
export { SuggestedTopics, UpcomingOneOnOnes } from './upcoming-one-on-ones';
