/**
 * Public API of the moments feature (docs/product.md#where-the-moments-show): the direct report
 * page's feedback moments and manage-up's moments with their switches, 'From your note' marks and
 * celebration banners, the capture step (what was said, saved as a note with the moment) that
 * nudges open too, and their query options for the route loaders.
 */
export type { CapturePerson, MomentRequest } from './capture/moment-capture';
export { feedbackMomentsQuery } from './api/use-feedback-moments';
export { CaptureMoment } from './components/capture-moment';
export { manageUpMomentsQuery } from './api/use-manage-up-moments';
export { FeedbackMomentsSection } from './components/feedback-moments-section';
export { ManageUpMomentsSection } from './components/manage-up-moments-section';
export { momentsWeekStart } from './week-start';
