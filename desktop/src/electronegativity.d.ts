// @doyensec/electronegativity ships no types: the part of its programmatic runner security-scan.test.ts uses.
declare module '@doyensec/electronegativity' {
  interface Finding {
    id: string;
    file: string;
    location: { line: number; column: number };
    severity: { value: number; name: string };
    confidence: { value: number; name: string };
    manualReview: boolean;
    description: string;
  }
  export default function run(
    options: {
      input: string;
      output?: string;
      isSarif: boolean;
      customScan: string[];
      excludeFromScan: string[];
      severitySet?: string;
      confidenceSet?: string;
      isRelative: boolean;
      isVerbose: boolean;
      electronUpgrade?: string;
      electronVersionOverride?: string;
      parserPlugins: string[];
    },
    forCli?: boolean,
  ): Promise<{ globalChecks: number; atomicChecks: number; errors: unknown[]; issues: Finding[] }>;
}
