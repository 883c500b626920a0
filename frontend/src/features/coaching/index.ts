/** Public API of the coaching feature: 'Help me say it' (the button and its how-to-say-it panel). */
export { HelpMeSayItButton } from './components/help-me-say-it-button';
export { HowToSayItPanel, type HowToSayItPanelProps } from './components/how-to-say-it-panel';
export * from './api/use-phrasing-suggestions';
