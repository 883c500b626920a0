/** Today's reflection question for the signed-in user (placeholder until the shared bank lands). */
export function useTodaysQuestion(_timeZone: string): string {
  return 'What is one thing you want your manager to know this week?';
}
