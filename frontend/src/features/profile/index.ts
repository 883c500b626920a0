/** Public API of the profile feature: the profile read and save, its form and settings tabs. */
export * from './api/use-profile';
export * from './profile-form';
export { useDisplayUser } from './use-display-user';
export { IntegrationsTab } from './tabs/integrations-tab';
export { PreferencesTab } from './tabs/preferences-tab';
export { ProfileTab } from './tabs/profile-tab';
