import type { Reporter, TestModule } from 'vitest/node';

interface Span {
  first: number;
  last: number;
  files: number;
}

/**
 * Ends the run with plain lines for CI to read: how long each project took from its first file's start to its last
 * file's end (the projects run in groups, so these show where the run's time goes), then
 * 'tests: N passed, N failed, N skipped'.
 */
export default class SummaryReporter implements Reporter {
  private readonly spans = new Map<string, Span>();

  onTestModuleStart(module: TestModule) {
    const name = module.project.name;
    const span = this.spans.get(name);
    if (span) span.first = Math.min(span.first, Date.now());
    else this.spans.set(name, { first: Date.now(), last: Date.now(), files: 0 });
  }

  onTestModuleEnd(module: TestModule) {
    const span = this.spans.get(module.project.name);
    if (!span) return;
    span.last = Math.max(span.last, Date.now());
    span.files += 1;
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failed += 1;
        else skipped += 1;
      }
    }
    for (const [name, span] of this.spans) {
      process.stdout.write(`\nproject ${name}: ${span.files} files in ${Math.round((span.last - span.first) / 1000)} s`);
    }
    process.stdout.write(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}
