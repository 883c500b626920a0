/** The parts of wink-naive-bayes-text-classifier the intent model uses (the package has no types). */
declare module 'wink-naive-bayes-text-classifier' {
  interface NaiveBayesTextClassifier {
    defineConfig(config: { considerOnlyPresence?: boolean; smoothingFactor?: number }): boolean;
    learn(tokens: readonly string[], label: string): boolean;
    consolidate(): boolean;
    /** [label, log2 odds] pairs, best first; [['unknown', 0]] when no token is known. */
    computeOdds(tokens: readonly string[]): [string, number][];
    exportJSON(): string;
    importJSON(json: string): boolean;
  }
  const naiveBayesTextClassifier: () => NaiveBayesTextClassifier;
  export default naiveBayesTextClassifier;
}
