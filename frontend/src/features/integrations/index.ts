/**
 * Public API of the integrations feature (docs/architecture.md#integrations): connecting Google
 * Calendar and Slack through the authenticated start and the provider's consent, their states,
 * disconnecting, and the messages of a connection that failed.
 */
export { integrationsQuery, useIntegrations } from './api/use-integrations';
export { useDisconnectIntegration } from './api/use-disconnect-integration';
export { ConnectCalendarButton } from './components/connect-calendar-button';
export { ConnectCalendarMenuItem } from './components/connect-calendar-menu-item';
export { CONNECT_REDIRECTS, type CalendarConnectOrigin } from './connect-redirects';
export {
  CALENDAR_NOT_CONFIGURED,
  SLACK_NOT_CONFIGURED,
  useConnect,
  type ConnectControl,
} from './use-connect';
export { useConnectionErrorToast } from './use-connection-error-toast';
