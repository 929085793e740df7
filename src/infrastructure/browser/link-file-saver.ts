import { type FileSaver } from '../../application/platform/file-saver.port';
import { type ObjectUrls, saveWithLink } from '../http/fetch-file-downloader';

/** Saves text as a Blob through a temporary `<a download>` link (no markup built from the text). */
export class LinkFileSaver implements FileSaver {
  constructor(
    private readonly document: Document,
    private readonly urls: ObjectUrls,
  ) {}

  saveText(text: string, filename: string, type: string): Promise<void> {
    saveWithLink(this.document, this.urls)(new Blob([text], { type }), filename);
    return Promise.resolve();
  }
}
