import { type FileSaver } from '../../src/application/platform/file-saver.port';

/** Keeps what would have been downloaded. */
export class FakeFileSaver implements FileSaver {
  readonly saved: { readonly text: string; readonly filename: string; readonly type: string }[] = [];

  saveText(text: string, filename: string, type: string): Promise<void> {
    this.saved.push({ text, filename, type });
    return Promise.resolve();
  }
}
