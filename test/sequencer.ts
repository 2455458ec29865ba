// The order Vitest starts the test files in. Its own BaseSequencer runs the projects one after
// the other (all `dom` files, then all `logic` ones), so the logic project's long files (the
// 100,000-line import, the contract) started last and the run ended on one busy worker. This one
// keeps its other rules across both projects: files that failed last time first, then the
// longest last time, and on a first run (a fresh clone has no timings) the largest files first.
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export class AcrossProjectsSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { cache, config } = this.ctx;
    const key = (file: TestSpecification) =>
      `${file.project.name}:${relative(config.root, file.moduleId)}`;
    const results = (file: TestSpecification) => cache.getFileTestResults(key(file));
    const size = (file: TestSpecification) => cache.getFileStats(key(file))?.size ?? 0;
    return [...files].sort((a, b) => {
      const [resultA, resultB] = [results(a), results(b)];
      if (!resultA || !resultB) return resultA ? 1 : resultB ? -1 : size(b) - size(a);
      if (resultA.failed !== resultB.failed) return resultA.failed ? -1 : 1;
      return resultB.duration - resultA.duration;
    });
  }
}
