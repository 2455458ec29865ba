// The order Vitest starts the test files in. Its own BaseSequencer runs the projects one after
// the other, by name: all `dom` files, then all `logic` ones, so the logic project's long files
// (the 100,000-line import, the contract) started last and the run ended on one busy worker.
// Here the logic project goes first and the run ends on the screens' shortest files. The
// projects stay apart (a worker keeps its environment and module graph only within one: mixing
// them took 179 s instead of 63).
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export class LogicFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isLogic = (file: TestSpecification) => file.project.name === 'logic';
    return [...sorted.filter(isLogic), ...sorted.filter((file) => !isLogic(file))];
  }
}
